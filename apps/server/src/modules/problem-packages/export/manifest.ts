// What an export will write, checked before its first byte: every problem exists and every case file is in
// the test data store, so a bad request fails as an error answer rather than as a cut-off download.
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app/errors.ts';
import { fileStore, lazyStream } from '../../file-store/index.ts';
import { findProblems, problemCasesOf, type ProblemCaseRecord } from '../../problems/index.ts';

export interface CaseFile {
  /** The name written into the export. */
  name: string;
  /** The stored content, read from the file store as the stream is consumed. */
  open(): Readable;
}

export interface ExportCase {
  input: CaseFile;
  output: CaseFile;
  score: number;
  groupNum: number;
}

export interface ExportEntry {
  pid: number;
  problemId: string;
  judgeMode: string;
  cases: ExportCase[];
}

type CaseRow = ProblemCaseRecord;

/** The stored file names, except blank or repeated ones, which become <seq>.in / <seq>.out. */
function caseNames(cases: CaseRow[]): { input: string; output: string }[] {
  const used = new Set<string>();
  const pick = (stored: string, fallback: string) => {
    const name = stored && !used.has(stored) ? stored : fallback;
    used.add(name);
    return name;
  };
  return cases.map((c) => ({ input: pick(c.inputName, `${c.seq}.in`), output: pick(c.outputName, `${c.seq}.out`) }));
}

function storedCase(dataDir: string, stored: Map<string, number>, problemId: string, hash: string, name: string): CaseFile {
  if (!stored.has(hash)) throw new AppError(404, 'Export_testcase_missing', { problemId, name });
  return { name, open: () => lazyStream(() => fileStore(dataDir).open(hash)) };
}

/** The problems in the order asked (each once) with their case files; unknown pids are an error. */
export async function loadManifest(db: Db, dataDir: string, pids: number[]): Promise<ExportEntry[]> {
  const wanted = [...new Set(pids)];
  const rows = wanted.length
    ? (await findProblems(db, wanted)).map((p) => ({ pid: p.id, problemId: p.problemId, judgeMode: p.judgeMode }))
    : [];
  const byPid = new Map(rows.map((r) => [r.pid, r]));
  const unknown = wanted.filter((pid) => !byPid.has(pid));
  if (unknown.length) throw new AppError(404, 'Export_problem_not_found', { pids: unknown.join(', ') });
  const caseRows = await problemCasesOf(db, wanted);
  const stored = await fileStore(dataDir).sizes(caseRows.flatMap((c) => [c.inputHash, c.outputHash]));
  const casesOf = new Map<number, CaseRow[]>();
  for (const c of caseRows) {
    if (!casesOf.has(c.problemId)) casesOf.set(c.problemId, []);
    casesOf.get(c.problemId)!.push(c);
  }
  return wanted.map((pid) => {
    const { problemId, judgeMode } = byPid.get(pid)!;
    const own = casesOf.get(pid) ?? [];
    const names = caseNames(own);
    return {
      pid,
      problemId,
      judgeMode,
      cases: own.map((c, i) => ({
        input: storedCase(dataDir, stored, problemId, c.inputHash, names[i].input),
        output: storedCase(dataDir, stored, problemId, c.outputHash, names[i].output),
        score: c.score,
        groupNum: c.groupNum,
      })),
    };
  });
}
