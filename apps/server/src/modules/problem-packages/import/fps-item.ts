// One FPS item → the parts of a problem save (reference §11 "FPS XML"): limits converted to ms and MB (v1.1
// files without a unit: seconds and MB), statements sanitised with their images stored, at most 2 examples,
// test cases in file order as the reader's staging files (a missing output is empty, a missing input an
// error), the special judge, code templates and reference solutions. <prepend>/<append> and <tpj> have no
// counterpart here and are dropped.
import { languageByName } from '@verdict/shared';
import { badRequest } from '../../../plugins/app/errors.ts';
import type { FpsRawItem, FpsText } from './fps-reader.ts';
import { languageOfFps } from './fps-languages.ts';
import { examplesText } from './problem-draft.ts';
import { sanitizeStatement, storeImage, storeInlineImages } from './statement-html.ts';

export interface FpsCase {
  /** The case's name in the file (test_input name="…"), if any. */
  name: string | null;
  /** Staging files of the reader; a missing output is null (stored empty). */
  inputFile: string;
  outputFile: string | null;
}

export interface FpsSolution {
  sourceLanguage: string;
  /** Our language name, or null when none matches. */
  language: string | null;
  code: string;
}

export interface FpsProblem {
  title: string;
  timeLimit: number;
  memoryLimit: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: string;
  cases: FpsCase[];
  spj: { language: string; code: string } | null;
  templates: { language: string; code: string }[];
  solutions: FpsSolution[];
}

const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint', 'source'] as const;

const all = (item: FpsRawItem, name: string): FpsText[] => item.fields.get(name) ?? [];
const first = (item: FpsRawItem, name: string): FpsText | undefined => all(item, name)[0];

/** The item's title, for reports (also when the item fails). */
export const fpsTitle = (item: FpsRawItem): string => first(item, 'title')?.text.trim() ?? '';

/** A limit in our unit: `factors` maps each accepted unit (lower case) to its multiplier. */
function limit(
  item: FpsRawItem,
  field: string,
  factors: Record<string, number>,
  defaultUnit: string,
  round: (n: number) => number,
): number {
  const element = first(item, field);
  const value = Number(element?.text.trim());
  if (!element || !Number.isFinite(value) || value <= 0)
    throw badRequest('Import_fps_limit_invalid', { field, value: element?.text.trim() ?? '' });
  const unit = (element.attributes.unit ?? defaultUnit).trim().toLowerCase();
  const factor = factors[unit];
  if (factor === undefined)
    throw badRequest('Import_fps_unit_invalid', { field, unit: element.attributes.unit ?? '', allowed: Object.keys(factors).join(', ') });
  return Math.max(1, round(value * factor));
}

function examplesOf(item: FpsRawItem): string {
  const inputs = all(item, 'sample_input');
  const outputs = all(item, 'sample_output');
  const pairs = Array.from({ length: Math.max(inputs.length, outputs.length) }, (_, i) => ({
    input: inputs[i]?.text ?? '',
    output: outputs[i]?.text ?? '',
  }));
  return examplesText(pairs);
}

function casesOf(item: FpsRawItem): FpsCase[] {
  const inputs = all(item, 'test_input');
  const outputs = all(item, 'test_output');
  if (!inputs.length) throw badRequest('Import_fps_tests_missing');
  if (outputs.length > inputs.length) throw badRequest('Import_fps_test_input_missing', { n: inputs.length + 1 });
  return inputs.map((input, i) => ({
    name: input.attributes.name?.trim() || null,
    inputFile: input.file!,
    outputFile: outputs[i]?.file ?? null,
  }));
}

function spjOf(item: FpsRawItem): FpsProblem['spj'] {
  const spj = first(item, 'spj');
  if (!spj?.text.trim()) return null;
  const sourceLanguage = spj.attributes.language ?? '';
  const language = languageOfFps(sourceLanguage);
  if (!language || !languageByName(language)?.isSpj) throw badRequest('Import_fps_spj_language_unsupported', { language: sourceLanguage });
  return { language, code: spj.text };
}

/** Templates of languages we have, the first of each. */
function templatesOf(item: FpsRawItem): FpsProblem['templates'] {
  const byLanguage = new Map<string, string>();
  for (const t of all(item, 'template')) {
    const language = languageOfFps(t.attributes.language ?? '');
    if (language && t.text.trim() && !byLanguage.has(language)) byLanguage.set(language, t.text);
  }
  return [...byLanguage].map(([language, code]) => ({ language, code }));
}

/** The remote judge an item belongs to, if it is a remote problem (those are skipped). */
export const remoteOjOf = (item: FpsRawItem): string | null => first(item, 'remote_oj')?.text.trim() || null;

/** Converts an item, storing its images; throws an AppError naming the first thing wrong with it. */
export async function convertFpsItem(item: FpsRawItem, dataDir: string): Promise<FpsProblem> {
  const title = fpsTitle(item);
  if (!title) throw badRequest('Import_fps_title_missing');
  const timeLimit = limit(item, 'time_limit', { s: 1000, ms: 1 }, 's', Math.round);
  const memoryLimit = limit(item, 'memory_limit', { mb: 1, kb: 1 / 1024 }, 'mb', Math.ceil);
  const cases = casesOf(item);
  const spj = spjOf(item);

  const images = new Map<string, string>();
  for (const image of item.images) {
    const url = image.base64 ? await storeImage(dataDir, image.base64) : null;
    if (url && image.src) images.set(image.src, url);
  }
  const statement = {} as Record<(typeof STATEMENT_FIELDS)[number], string>;
  for (const field of STATEMENT_FIELDS) {
    const html = first(item, field)?.text ?? '';
    await storeInlineImages(dataDir, html, images);
    statement[field] = sanitizeStatement(html, images);
  }
  return {
    title,
    timeLimit,
    memoryLimit,
    ...statement,
    examples: examplesOf(item),
    cases,
    spj,
    templates: templatesOf(item),
    solutions: all(item, 'solution').map((s) => ({
      sourceLanguage: s.attributes.language ?? '',
      language: languageOfFps(s.attributes.language ?? ''),
      code: s.text,
    })),
  };
}
