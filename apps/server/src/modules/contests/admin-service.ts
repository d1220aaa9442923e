// Contest administration: one contest for the form, create, update, delete and the visibility switch.
import { eq } from 'drizzle-orm';
import { ContestAuth, type AdminContest, type ContestForm } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { deleteAllContestAnnouncements } from '../announcements/index.ts';
import { problemListChanged } from '../problems/index.ts';
import { deleteContestSubmissions } from '../submissions/index.ts';
import { editableContest, type Manager } from './admin-access.ts';
import { releaseProblems } from './admin-problems.ts';
import { selectContests, toAdminContest } from './rows.ts';
import { contestProblems, contestRegisters, contests } from './tables.ts';

/** The stored values of the form: a public contest keeps no password. */
const storedValues = (form: ContestForm) => ({
  title: form.title,
  description: form.description,
  type: form.type,
  auth: form.auth,
  pwd: form.auth === ContestAuth.Public ? null : form.pwd!.trim(),
  startTime: new Date(form.startTime),
  endTime: new Date(form.endTime),
  allowEndSubmit: form.allowEndSubmit,
  visible: form.visible,
  sealRank: form.sealRank,
  sealRankTime: form.sealRank && form.sealRankTime ? new Date(form.sealRankTime) : null,
  autoRealRank: form.autoRealRank,
  openRank: form.openRank,
  openPrint: form.openPrint,
  rankShowName: form.rankShowName,
  openAccountLimit: form.openAccountLimit,
  accountLimitRule: form.openAccountLimit ? (form.accountLimitRule ?? null) : null,
  starAccount: form.starAccount,
  oiRankScoreType: form.oiRankScoreType,
  awardType: form.awardType,
  awardConfig: [...form.awardConfigList].sort((a, b) => a.priority - b.priority),
});

export async function getAdminContest(db: Db, user: Manager, cid: number): Promise<AdminContest> {
  const contest = await editableContest(db, user, cid);
  const [record] = await selectContests(db, eq(contests.id, cid), contest.gid);
  return toAdminContest(record, true);
}

/** A site contest, or group `gid`'s (the caller checked as one of its admins). */
export async function createContest(db: Db, user: Manager, form: ContestForm, gid: number | null = null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contests)
      .values({ ...storedValues(form), uid: user.uid, author: user.username, gid })
      .returning({ id: contests.id });
    return row;
  });
}

/**
 * A copy of the contest (reference §5.9: title + " [Cloned]", source = the original) owned by the caller, with its
 * problems under the same display ids and colours (our addition: a clone without problems is rarely what an
 * organiser wants), hidden until its author shows it. Registrations, submissions, prints stay with the original.
 */
export async function cloneContest(db: Db, user: Manager, cid: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const original = await editableContest(tx, user, cid);
    const { id: _id, gmtCreate: _created, gmtModified: _modified, ...fields } = original;
    const [copy] = await tx
      .insert(contests)
      .values({ ...fields, title: `${original.title} [Cloned]`, source: cid, uid: user.uid, author: user.username, visible: false })
      .returning({ id: contests.id });
    const links = await tx.select().from(contestProblems).where(eq(contestProblems.cid, cid));
    if (links.length) {
      await tx
        .insert(contestProblems)
        .values(links.map(({ pid, displayId, displayTitle, color }) => ({ cid: copy.id, pid, displayId, displayTitle, color })));
    }
    return copy;
  });
}

/** A new password, or going public, ends every registration (reference §5.2): users register again. */
export async function updateContest(db: Db, user: Manager, cid: number, form: ContestForm): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await editableContest(tx, user, cid);
    const values = storedValues(form);
    await tx
      .update(contests)
      .set({ ...values, gmtModified: new Date() })
      .where(eq(contests.id, cid));
    if (values.pwd !== contest.pwd) await tx.delete(contestRegisters).where(eq(contestRegisters.cid, cid));
  });
}

export async function changeContestVisible(db: Db, user: Manager, cid: number, visible: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await editableContest(tx, user, cid);
    await tx.update(contests).set({ visible, gmtModified: new Date() }).where(eq(contests.id, cid));
  });
}

/**
 * Root or the author. Its problem links and registrations go with it (foreign keys), and so do its
 * announcements and submissions, which mean nothing without it; its contest-only problems that no other contest holds become
 * public again.
 */
export async function deleteContest(db: Db, user: Manager, cid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableContest(tx, user, cid);
    const pids = (await tx.select({ pid: contestProblems.pid }).from(contestProblems).where(eq(contestProblems.cid, cid))).map(
      (r) => r.pid,
    );
    await deleteContestSubmissions(tx, cid);
    await deleteAllContestAnnouncements(tx, cid);
    await tx.delete(contests).where(eq(contests.id, cid));
    await releaseProblems(tx, pids);
  });
  problemListChanged();
}

/** A disbanded group's contests (their problem links and registrations go by cascade), in its transaction. */
export async function deleteGroupContests(tx: Tx, gid: number): Promise<void> {
  await tx.delete(contests).where(eq(contests.gid, gid));
}
