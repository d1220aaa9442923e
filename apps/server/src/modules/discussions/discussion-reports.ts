// Reports of posts (reference §9): the caller reports a post they can read (≤ 255 characters), stored unread;
// a second report of the same post by the same user within a minute is refused. Admins read them unread first,
// then newest, and mark them read.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DiscussionReport, PageResult, Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser, UserLock } from '../../db/user-lock.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { knownUserField } from '../accounts/index.ts';
import { readableDiscussion, type Poster } from './discussion-access.ts';
import { discussionReports, discussions } from './tables.ts';

async function reportedJustNow(tx: Tx, did: number, uid: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: discussionReports.id })
    .from(discussionReports)
    .where(
      and(
        eq(discussionReports.did, did),
        eq(discussionReports.reporterUid, uid),
        gt(discussionReports.gmtCreate, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function reportDiscussion(db: Db, reporter: Poster, did: number, content: string): Promise<void> {
  await readableDiscussion(db, did, reporter);
  await db.transaction(async (tx) => {
    await lockUser(tx, UserLock.DiscussionReport, reporter.uid);
    if (await reportedJustNow(tx, did, reporter.uid)) throw badRequest('Discussion_report_too_soon');
    await tx.insert(discussionReports).values({ did, reporterUid: reporter.uid, content });
  });
}

export async function reportPage(db: Db, pagination: Pagination): Promise<PageResult<DiscussionReport>> {
  const [records, [{ n }]] = await Promise.all([
    db
      .select({
        id: discussionReports.id,
        did: discussionReports.did,
        discussionTitle: discussions.title,
        reporter: knownUserField(discussionReports.reporterUid, 'username'),
        content: discussionReports.content,
        status: discussionReports.status,
        gmtCreate: discussionReports.gmtCreate,
      })
      .from(discussionReports)
      .innerJoin(discussions, eq(discussions.id, discussionReports.did))
      .orderBy(asc(discussionReports.status), desc(discussionReports.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ n: count() }).from(discussionReports),
  ]);
  return page(
    records.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() })),
    n,
  );
}

export async function markReport(db: Db, id: number, status: boolean): Promise<void> {
  const updated = await db
    .update(discussionReports)
    .set({ status })
    .where(eq(discussionReports.id, id))
    .returning({ id: discussionReports.id });
  if (updated.length === 0) throw notFound('Report_not_found');
}
