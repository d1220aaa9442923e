// Sizes of test data, for the quotas of group problems (groups/testdata-quota.ts): the stored files of case rows,
// and what a save would store, read before anything is written.
import fs from 'node:fs';
import path from 'node:path';
import type { ProblemSavePayload } from '@verdict/shared';
import { testDataPath } from './testdata.ts';
import { uploadFilesDir } from './testcase-zip.ts';
import { loadCases } from './testcases.ts';
import type { Db } from '../../db/client.ts';

const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** The stored size of a content-addressed file (0 when missing). */
export const storedSize = (dataDir: string, hash: string) => fileSize(testDataPath(dataDir, hash));

/** The stored bytes of case rows, each row's input and output counted. */
export const casesBytes = (dataDir: string, rows: { inputHash: string; outputHash: string }[]) =>
  rows.reduce((sum, r) => sum + storedSize(dataDir, r.inputHash) + storedSize(dataDir, r.outputHash), 0);

/**
 * The bytes a save's cases would hold: typed-in texts, the named files of its upload (names the save would refuse
 * count nothing), or the stored files it keeps. An upper bound: the store turns CRLF into LF.
 */
export async function incomingCaseBytes(db: Db, dataDir: string, payload: ProblemSavePayload): Promise<number> {
  const { samples } = payload;
  if (!payload.isUploadTestCase) return samples.reduce((sum, s) => sum + Buffer.byteLength(s.input) + Buffer.byteLength(s.output), 0);
  if (payload.uploadTestcaseDir) {
    const folder = uploadFilesDir(dataDir, payload.uploadTestcaseDir);
    const named = (name: string) => (path.basename(name) === name ? fileSize(path.join(folder, name)) : 0);
    return samples.reduce((sum, s) => sum + named(s.input) + named(s.output), 0);
  }
  if (payload.problem.id === undefined) return 0;
  const kept = new Set(samples.map((s) => s.input));
  return casesBytes(
    dataDir,
    (await loadCases(db, payload.problem.id)).filter((c) => kept.has(c.inputName)),
  );
}
