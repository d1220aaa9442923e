// Print requests (spec 001 §3–§5; reference §5.8, §14.10): a contestant with access sends a text when the
// contest has printing on, at most one every 30 s; the contest's admins list them (unprinted first, then newest),
// mark them printed and download the text.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { CONTEST_HELPER_LIMITS, type ContestPrint, type PageResult, type Pagination, type SubmitPrintRequest } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { AppError, forbidden, notFound } from '../../plugins/app/errors.ts';
import { userField, type ResolvedSession } from '../accounts/index.ts';
import { openContest, type Caller } from './access.ts';
import { administeredContest } from './helper-access.ts';
import { contestPrints } from './tables.ts';

/** Advisory lock space of the per-user print interval (db/user-lock.ts keeps the others). */
const PRINT_LOCK = 7_726_441;

async function assertPrintInterval(tx: Tx, uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRINT_LOCK}::int, hashtext(${uid}))`);
  const since = new Date(Date.now() - CONTEST_HELPER_LIMITS.printIntervalSeconds * 1000);
  const [recent] = await tx
    .select({ id: contestPrints.id })
    .from(contestPrints)
    .where(and(eq(contestPrints.uid, uid), gt(contestPrints.gmtCreate, since)))
    .limit(1);
  if (recent) throw new AppError(429, 'Contest_print_too_frequent');
}

export async function submitPrint(db: Db, viewer: Pick<ResolvedSession, 'uid' | 'username' | 'role'>, request: SubmitPrintRequest) {
  const { contest } = await openContest(db, request.cid, viewer);
  if (!contest.openPrint) throw forbidden('Contest_print_closed');
  await db.transaction(async (tx) => {
    await assertPrintInterval(tx, viewer.uid);
    await tx.insert(contestPrints).values({
      cid: contest.id,
      uid: viewer.uid,
      username: viewer.username,
      realname: userField(sql`${viewer.uid}::uuid`, 'realname'),
      content: request.content,
    });
  });
}

const listColumns = {
  id: contestPrints.id,
  cid: contestPrints.cid,
  username: contestPrints.username,
  realname: contestPrints.realname,
  status: contestPrints.status,
  gmtCreate: contestPrints.gmtCreate,
};

export async function contestPrintPage(db: Db, cid: number, pagination: Pagination, viewer: Caller): Promise<PageResult<ContestPrint>> {
  await administeredContest(db, cid, viewer);
  const ofContest = eq(contestPrints.cid, cid);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(contestPrints)
      .where(ofContest)
      .orderBy(asc(contestPrints.status), desc(contestPrints.gmtCreate), desc(contestPrints.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(contestPrints).where(ofContest),
  ]);
  return page(
    rows.map((row) => ({ ...row, gmtCreate: row.gmtCreate.toISOString() })),
    total,
  );
}

export async function markPrinted(db: Db, cid: number, id: number, viewer: Caller): Promise<void> {
  await administeredContest(db, cid, viewer);
  const rows = await db
    .update(contestPrints)
    .set({ status: 1 })
    .where(and(eq(contestPrints.id, id), eq(contestPrints.cid, cid)))
    .returning({ id: contestPrints.id });
  if (!rows.length) throw notFound('Contest_print_not_found');
}

/** The text as `<username>_Contest_Print.txt`, for the contest's admins. */
export async function printText(db: Db, id: number, viewer: Caller): Promise<{ fileName: string; content: string }> {
  const [row] = await db
    .select({ cid: contestPrints.cid, username: contestPrints.username, content: contestPrints.content })
    .from(contestPrints)
    .where(eq(contestPrints.id, id));
  if (!row) throw notFound('Contest_print_not_found');
  await administeredContest(db, row.cid, viewer);
  return { fileName: `${row.username}_Contest_Print.txt`, content: row.content };
}
