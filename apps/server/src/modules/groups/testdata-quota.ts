// Test data quotas of group problems (the switch config's groupTestDataMb and userGroupTestDataMb, by default
// GROUP_LIMITS.testDataGroupMb and testDataUserMb): a group's problems
// hold at most so much, and so do the group problems one user created (across groups), the group uploads not saved
// yet counted in (by their group and their uploader). An upload extracts within what is left; a save that would
// store more than is left is refused before any file is written. A save never holding more than the problem holds
// now is always allowed. The check and what it admits hold the group's and the user's locks (quota-lock.ts).
import type { ProblemSavePayload } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import type { Manager } from '../problems/index.ts';
import { findProblem, incomingCaseBytes, storedCaseBytes, type CaseBytesFilter } from '../problems/index.ts';
import { pendingUploadBytes, type ExtractionLimit } from '../problems/index.ts';
import { getSwitchConfig } from '../site/index.ts';
import { underQuotaLocks } from './quota-lock.ts';

const MB = 1024 * 1024;

const storedBytes = (db: Db, dataDir: string, filter: CaseBytesFilter) => storedCaseBytes(db, dataDir, filter);

interface Holder {
  gid: number;
  /** Whose per-user quota: the uploader, or the problem's creator on a save. */
  uid: string;
  /** A save leaves out the problem's own data and its own upload. */
  exceptPid?: number;
  exceptDir?: string;
}

/** What is left of the tighter of the two quotas, with its refusal. */
async function room(db: Db, dataDir: string, holder: Holder): Promise<ExtractionLimit> {
  const pending = (owner: { gid?: number; uid?: string }) => pendingUploadBytes(dataDir, owner, holder.exceptDir);
  const groupUsed =
    (await storedBytes(db, dataDir, { gid: holder.gid, exceptPid: holder.exceptPid })) + (await pending({ gid: holder.gid }));
  const userUsed =
    (await storedBytes(db, dataDir, { groupProblemsOf: holder.uid, exceptPid: holder.exceptPid })) + (await pending({ uid: holder.uid }));
  const { groupTestDataMb, userGroupTestDataMb } = await getSwitchConfig(db);
  const groupLeft = groupTestDataMb * MB - groupUsed;
  const userLeft = userGroupTestDataMb * MB - userUsed;
  return groupLeft <= userLeft
    ? { bytes: Math.max(0, groupLeft), refusal: () => badRequest('Group_testdata_group_quota', { mb: groupTestDataMb }) }
    : { bytes: Math.max(0, userLeft), refusal: () => badRequest('Group_testdata_user_quota', { mb: userGroupTestDataMb }) };
}

/** Extracts a group upload by the user within what is left, no other upload or save of theirs checked meanwhile. */
export const withinUploadQuota = <T>(db: Db, dataDir: string, gid: number, uid: string, extract: (limit: ExtractionLimit) => Promise<T>) =>
  underQuotaLocks(gid, uid, async () => extract(await room(db, dataDir, { gid, uid })));

/** Saves a group problem (`save`) if its cases fit, refusing it otherwise. */
export async function saveWithinQuota<T>(
  db: Db,
  dataDir: string,
  user: Manager,
  payload: ProblemSavePayload & { gid: number },
  mode: 'create' | 'update',
  save: () => Promise<T>,
): Promise<T> {
  const pid = mode === 'update' ? payload.problem.id : undefined;
  const current = pid === undefined ? undefined : await findProblem(db, pid);
  const uid = current?.uid ?? user.uid;
  return underQuotaLocks(payload.gid, uid, async () => {
    const incoming = await incomingCaseBytes(db, dataDir, payload);
    const grows = pid === undefined || incoming > (await storedBytes(db, dataDir, { pid }));
    if (grows) {
      const limit = await room(db, dataDir, { gid: payload.gid, uid, exceptPid: pid, exceptDir: payload.uploadTestcaseDir });
      if (incoming > limit.bytes) throw limit.refusal();
    }
    return save();
  });
}
