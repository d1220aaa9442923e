// A problem's stored test cases: the problem_cases rows, their files in the content-addressed test data
// store, the admin view of them and the downloadable archive.
import { text } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { AdminProblemCase } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { fileStore, lazyStream } from '../file-store/index.ts';
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

/** Refuses (404) when any of the case files is missing from the store. */
async function assertStored(dataDir: string, cases: CaseRow[]): Promise<void> {
  const hashes = cases.flatMap((c) => [c.inputHash, c.outputHash]);
  const sizes = await fileStore(dataDir).sizes(hashes);
  if (hashes.some((h) => !sizes.has(h))) throw notFound('Admin_testcase_data_missing');
}

/** The admin view: typed-in cases with their text, uploaded ones with their file names. */
export async function adminCaseView(dataDir: string, cases: CaseRow[], typedIn: boolean): Promise<AdminProblemCase[]> {
  if (typedIn) await assertStored(dataDir, cases);
  const store = fileStore(dataDir);
  const view: AdminProblemCase[] = [];
  for (const c of cases) {
    view.push({
      seq: c.seq,
      input: typedIn ? await text(await store.open(c.inputHash)) : c.inputName,
      output: typedIn ? await text(await store.open(c.outputHash)) : c.outputName,
      score: c.score,
      groupNum: c.groupNum,
      inputName: c.inputName,
      outputName: c.outputName,
    });
  }
  return view;
}

/** Every case file under its stored name, streamed as a zip (each file read from the store as the zip reaches it). */
export async function casesArchive(dataDir: string, cases: CaseRow[]): Promise<NodeJS.ReadableStream> {
  await assertStored(dataDir, cases);
  const store = fileStore(dataDir);
  const zip = new yazl.ZipFile();
  for (const c of cases) {
    zip.addReadStream(
      lazyStream(() => store.open(c.inputHash)),
      c.inputName,
    );
    zip.addReadStream(
      lazyStream(() => store.open(c.outputHash)),
      c.outputName,
    );
  }
  zip.end();
  return zip.outputStream;
}
