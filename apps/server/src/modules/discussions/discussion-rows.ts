// A discussion as answered (spec 002 §3 "Discussion"): the stored post with its category name, the problem's
// display id, the author's public fields and whether the viewer likes it. Lists show the content only on the
// viewer's own posts; the detail shows it always.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthorRole, Discussion } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { fieldOf } from '../../db/field-of.ts';
import { knownUserField, userField } from '../accounts/index.ts';
import { problemField } from '../problems/index.ts';
import type { Viewer } from './discussion-access.ts';
import { discussionCategories, discussionLikes, discussions } from './tables.ts';

function contentFor(viewer: Viewer, full: boolean): SQL<string> {
  if (full) return sql<string>`${discussions.content}`;
  if (viewer === null) return sql<string>`''`;
  return sql<string>`case when ${discussions.uid} = ${viewer.uid} then ${discussions.content} else '' end`;
}

function hasLikeFor(viewer: Viewer): SQL<boolean> {
  if (viewer === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${discussionLikes} where ${discussionLikes.did} = ${discussions.id} and ${discussionLikes.uid} = ${viewer.uid})`;
}

const columns = (viewer: Viewer, full: boolean) => ({
  id: discussions.id,
  pid: problemField(discussions.problemId, 'problemId'),
  gid: discussions.gid,
  title: discussions.title,
  description: discussions.description,
  content: contentFor(viewer, full),
  categoryId: discussions.categoryId,
  categoryName: sql<string>`${fieldOf(discussionCategories, discussionCategories.id, discussionCategories.name, discussions.categoryId)}`,
  topPriority: discussions.topPriority,
  status: discussions.status,
  uid: discussions.uid,
  author: knownUserField(discussions.uid, 'username'),
  avatar: userField(discussions.uid, 'avatar'),
  role: sql<AuthorRole>`${discussions.role}`,
  titleName: userField(discussions.uid, 'titleName'),
  titleColor: userField(discussions.uid, 'titleColor'),
  commentNum: discussions.commentNum,
  likeNum: discussions.likeNum,
  viewNum: discussions.viewNum,
  hasLike: hasLikeFor(viewer),
  gmtCreate: discussions.gmtCreate,
  gmtModified: discussions.gmtModified,
});

/** Posts meeting `condition`, content as a list shows it (or whole with `full`); order and page are the caller's. */
export const selectDiscussions = (db: Db, viewer: Viewer, condition: SQL | undefined, full = false) =>
  db.select(columns(viewer, full)).from(discussions).where(condition).$dynamic();

/** One post with its content, as the detail and the save calls answer it. */
export async function discussionById(db: Db, did: number, viewer: Viewer): Promise<Discussion> {
  const [row] = await selectDiscussions(db, viewer, eq(discussions.id, did), true);
  return toDiscussion(row);
}

export const toDiscussion = (row: Omit<Discussion, 'gmtCreate' | 'gmtModified'> & { gmtCreate: Date; gmtModified: Date }): Discussion => ({
  ...row,
  gmtCreate: row.gmtCreate.toISOString(),
  gmtModified: row.gmtModified.toISOString(),
});
