// A problem's stored test cases: the problem_cases rows, their files in the content-addressed test data
// store, the admin view of them and the downloadable archive.
import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { AdminProblemCase } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { testDataPath } from './testdata.ts';
import { problemCases } from './tables.ts';

export type CaseRow = Omit<typeof problemCases.$inferSelect, 'problemId'>;

export async function loadCases(db: Db | Tx, pid: number): Promise<CaseRow[]> {
  const rows = await db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(asc(problemCases.seq));
  return rows.map(({ problemId: _pid, ...row }) => row);
}

/** Replaces the problem's case rows. */
export async function writeCases(tx: Tx, pid: number, cases: CaseRow[]): Promise<void> {
  await tx.delete(problemCases).where(eq(problemCases.problemId, pid));
  if (cases.length) await tx.insert(problemCases).values(cases.map((c) => ({ ...c, problemId: pid })));
}

/** Whether two case lists judge the same way (data, scores, groups, order); file names do not matter. */
export function sameCases(a: CaseRow[], b: CaseRow[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (c, i) =>
        c.inputHash === b[i].inputHash && c.outputHash === b[i].outputHash && c.score === b[i].score && c.groupNum === b[i].groupNum,
    )
  );
}

function storedFile(dataDir: string, hash: string): string {
  const file = testDataPath(dataDir, hash);
  if (!fs.existsSync(file)) throw notFound('Admin_testcase_data_missing');
  return file;
}

/** The admin view: typed-in cases with their text, uploaded ones with their file names. */
export function adminCaseView(dataDir: string, cases: CaseRow[], typedIn: boolean): AdminProblemCase[] {
  return cases.map((c) => ({
    seq: c.seq,
    input: typedIn ? fs.readFileSync(storedFile(dataDir, c.inputHash), 'utf8') : c.inputName,
    output: typedIn ? fs.readFileSync(storedFile(dataDir, c.outputHash), 'utf8') : c.outputName,
    score: c.score,
    groupNum: c.groupNum,
    inputName: c.inputName,
    outputName: c.outputName,
  }));
}

/** Every case file under its stored name, streamed as a zip. */
export function casesArchive(dataDir: string, cases: CaseRow[]): NodeJS.ReadableStream {
  const files = cases.flatMap((c) => [
    { name: c.inputName, file: storedFile(dataDir, c.inputHash) },
    { name: c.outputName, file: storedFile(dataDir, c.outputHash) },
  ]);
  const zip = new yazl.ZipFile();
  for (const { name, file } of files) zip.addFile(file, name);
  zip.end();
  return zip.outputStream;
}
