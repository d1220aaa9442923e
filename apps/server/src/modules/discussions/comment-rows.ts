// Comment and reply rows as answered (wire Comment, Reply): the author's public fields read from the users by uid,
// the role recorded when written, times as ISO strings.
import type { AnyColumn } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, type AuthorRole } from '@verdict/shared';
import { knownUserField, userField } from '../accounts/index.ts';
import { comments, replies } from './tables.ts';

/** The badge recorded with a comment or reply: root, admin (problem admins too) or user. */
export const authorRoleOf = (role: number): AuthorRole => (isSuperAdmin(role) ? 'root' : isAdminRole(role) ? 'admin' : 'user');

const authorColumns = (uid: AnyColumn) => ({
  fromName: knownUserField(uid, 'username'),
  fromAvatar: userField(uid, 'avatar'),
  fromTitleName: userField(uid, 'titleName'),
  fromTitleColor: userField(uid, 'titleColor'),
});

export const commentColumns = {
  id: comments.id,
  did: comments.did,
  cid: comments.cid,
  content: comments.content,
  fromUid: comments.fromUid,
  fromRole: comments.fromRole,
  likeNum: comments.likeNum,
  gmtCreate: comments.gmtCreate,
  ...authorColumns(comments.fromUid),
};

export const replyColumns = {
  id: replies.id,
  commentId: replies.commentId,
  content: replies.content,
  fromUid: replies.fromUid,
  fromRole: replies.fromRole,
  toUid: replies.toUid,
  toName: userField(replies.toUid, 'username'),
  toAvatar: userField(replies.toUid, 'avatar'),
  gmtCreate: replies.gmtCreate,
  ...authorColumns(replies.fromUid),
};

/** A selected row with its stored role as the badge and its time as an ISO string. */
export const answered = <R extends { fromRole: string; gmtCreate: Date }>(row: R) => ({
  ...row,
  fromRole: row.fromRole as AuthorRole,
  gmtCreate: row.gmtCreate.toISOString(),
});
