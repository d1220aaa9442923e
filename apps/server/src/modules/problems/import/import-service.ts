// FPS import: every item of the file, read one at a time, is saved through the admin save path (so it is
// stored exactly as an admin-made problem) with its reference solutions, each problem in its own transaction.
// Display ids are always new (P<id>): an import never overwrites a problem. The report says what was
// imported, skipped and failed, and why.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { LANGUAGES, ProblemSavePayloadSchema } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { isMessageKey, translate, type Lang } from '../../../i18n/messages.ts';
import { AppError } from '../../../plugins/app/errors.ts';
import type { Manager } from '../admin-access.ts';
import { saveProblem } from '../admin-save.ts';
import { referenceSolutions } from '../tables.ts';
import { removeUpload, uploadFilesDir } from '../testcase-zip.ts';
import { convertFpsItem, fpsTitle, remoteOjOf, type FpsCase, type FpsProblem } from './fps-item.ts';
import { FpsSyntaxError, readFpsItems } from './fps-reader.ts';

export interface ImportReport {
  imported: { pid: number; problemId: string; title: string; solutions: number }[];
  skipped: { title: string; why: string }[];
  failed: { title: string; why: string }[];
}

const PLAIN_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** Case file names: the file's own names when they are plain and distinct, else 1.in/1.out, 2.in/2.out… */
function caseFileNames(cases: FpsCase[]): { input: string; output: string }[] {
  const used = new Set<string>();
  return cases.map((c, i) => {
    const base = c.name && PLAIN_NAME.test(c.name) && !used.has(c.name) ? c.name : String(i + 1);
    used.add(base);
    return { input: `${base}.in`, output: `${base}.out` };
  });
}

/** Writes the cases as the files of an upload, as the admin form's zip upload would. */
function stageCases(dataDir: string, cases: FpsCase[]) {
  const dir = randomUUID();
  const folder = uploadFilesDir(dataDir, dir);
  fs.mkdirSync(folder, { recursive: true });
  const samples = caseFileNames(cases);
  cases.forEach((c, i) => {
    fs.writeFileSync(path.join(folder, samples[i].input), c.input);
    fs.writeFileSync(path.join(folder, samples[i].output), c.output);
  });
  return { dir, samples };
}

/** FPS problems are ACM, public, difficulty 1, open to every local language (reference §11). */
function savePayload(problem: FpsProblem, uploadDir: string, samples: { input: string; output: string }[]) {
  return ProblemSavePayloadSchema.parse({
    problem: {
      problemId: '',
      title: problem.title,
      description: problem.description,
      input: problem.input,
      output: problem.output,
      hint: problem.hint,
      source: problem.source,
      examples: problem.examples,
      type: 0,
      difficulty: 1,
      auth: 1,
      judgeCaseMode: 'default',
      timeLimit: problem.timeLimit,
      memoryLimit: problem.memoryLimit,
      ...(problem.spj ? { spjCode: problem.spj.code, spjLanguage: problem.spj.language } : {}),
    },
    judgeMode: problem.spj ? 'spj' : 'default',
    languages: LANGUAGES.map((l) => l.name),
    codeTemplates: problem.templates.map((t) => ({ ...t, status: true })),
    isUploadTestCase: true,
    uploadTestcaseDir: uploadDir,
    samples,
  });
}

/** Why an item failed, in the report's language. */
function reason(error: unknown, lang: Lang): string {
  if (error instanceof AppError) return translate(error.msgKey, lang, error.params);
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return isMessageKey(issue.message) ? translate(issue.message, lang) : `${issue.path.join('.')}: ${issue.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function saveOne(db: Db, dataDir: string, user: Manager, problem: FpsProblem) {
  const staged = stageCases(dataDir, problem.cases);
  try {
    const payload = savePayload(problem, staged.dir, staged.samples);
    return await db.transaction(async (tx) => {
      const saved = await saveProblem(tx, dataDir, user, payload, 'create');
      if (problem.solutions.length) await tx.insert(referenceSolutions).values(problem.solutions.map((s) => ({ pid: saved.pid, ...s })));
      return saved;
    });
  } finally {
    removeUpload(dataDir, staged.dir);
  }
}

/** Imports every item of an FPS file as `user`; `onProgress` hears each item as it is done. */
export async function importFpsFile(db: Db, dataDir: string, user: Manager, file: string, lang: Lang, onProgress?: (report: ImportReport) => void): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [], failed: [] };
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    report.failed.push({ title: '', why: translate('Import_file_not_found', lang, { file }) });
    return report;
  }
  try {
    for await (const item of readFpsItems(file)) {
      const title = fpsTitle(item);
      const remote = remoteOjOf(item);
      try {
        if (remote) report.skipped.push({ title, why: translate('Import_fps_remote_problem', lang, { oj: remote }) });
        else {
          const problem = await convertFpsItem(item, dataDir);
          const saved = await saveOne(db, dataDir, user, problem);
          report.imported.push({ pid: saved.pid, problemId: saved.problemId, title: problem.title, solutions: problem.solutions.length });
        }
      } catch (error) {
        report.failed.push({ title, why: reason(error, lang) });
      }
      onProgress?.(report);
    }
  } catch (error) {
    if (!(error instanceof FpsSyntaxError)) throw error;
    report.failed.push({ title: error.title, why: translate('Import_fps_xml_invalid', lang, { detail: error.detail }) });
  }
  return report;
}
