// One problem's content for an export, read when the export reaches it (not all problems at once): the
// row, tag names, language names, enabled templates and reference solutions.
import type { Db } from '../../../db/client.ts';
import { enabledTemplates, findProblem, type ProblemRecord } from '../../problems/index.ts';
import { problemLanguageList } from '../../problems/index.ts';
import { referenceSolutionsOf } from '../reference-solutions.ts';
import { tagsOfProblem } from '../../problems/index.ts';

export type ProblemRow = ProblemRecord;

export interface ProblemData {
  row: ProblemRow;
  tags: string[];
  languages: string[];
  /** Enabled templates only, as HOJ exports them (a disabled one would come back enabled). */
  templates: { language: string; code: string }[];
  solutions: { sourceLanguage: string; language: string | null; code: string }[];
}

export async function loadProblemData(db: Db, pid: number): Promise<ProblemData> {
  const row = await findProblem(db, pid);
  if (!row) throw new Error(`problem ${pid} was deleted during the export`);
  const [tags, languages, templates, solutions] = await Promise.all([
    tagsOfProblem(db, pid),
    problemLanguageList(db, pid),
    enabledTemplates(db, pid),
    referenceSolutionsOf(db, [pid]),
  ]);
  const solutionFields = solutions.map(({ sourceLanguage, language, code }) => ({ sourceLanguage, language, code }));
  return { row, tags: tags.map((t) => t.name), languages: languages.map((l) => l.name), templates, solutions: solutionFields };
}
