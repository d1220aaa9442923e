// Sizes of test data, for the quotas of group problems (groups/testdata-quota.ts): the stored files of case rows,
// and what a save would store, read before anything is written.
import type { ProblemSavePayload } from '@verdict/shared';
import { fileStore } from '../file-store/index.ts';
import { openStagedUpload } from './testcase-zip.ts';
import { loadCases } from './testcases.ts';
import type { Db } from '../../db/client.ts';

/** The stored bytes of case rows, each row's input and output counted (missing files count 0). */
export async function casesBytes(dataDir: string, rows: { inputHash: string; outputHash: string }[]): Promise<number> {
  const sizes = await fileStore(dataDir).sizes(rows.flatMap((r) => [r.inputHash, r.outputHash]));
  return rows.reduce((sum, r) => sum + (sizes.get(r.inputHash) ?? 0) + (sizes.get(r.outputHash) ?? 0), 0);
}

/**
 * The bytes a save's cases would hold: typed-in texts, the named files of its upload (names the save would refuse
 * count nothing), or the stored files it keeps. An upper bound: the store turns CRLF into LF.
 */
export async function incomingCaseBytes(db: Db, dataDir: string, payload: ProblemSavePayload): Promise<number> {
  const { samples } = payload;
  if (!payload.isUploadTestCase) return samples.reduce((sum, s) => sum + Buffer.byteLength(s.input) + Buffer.byteLength(s.output), 0);
  if (payload.uploadTestcaseDir) {
    const upload = await openStagedUpload(dataDir, payload.uploadTestcaseDir);
    const named = (name: string) => upload?.size(name) ?? 0;
    return samples.reduce((sum, s) => sum + named(s.input) + named(s.output), 0);
  }
  if (payload.problem.id === undefined) return 0;
  const kept = new Set(samples.map((s) => s.input));
  return casesBytes(
    dataDir,
    (await loadCases(db, payload.problem.id)).filter((c) => kept.has(c.inputName)),
  );
}
