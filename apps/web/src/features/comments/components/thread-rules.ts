// What the caller may do in a comment thread: moderate (delete anything: admin roles on discussions, contest admins
// on clarifications), reply (the page's rule; anyone logged in by default) and delete their own.
import type { Comment } from '@verdict/shared';

export interface ThreadRules {
  uid: string | null;
  canModerate: boolean;
  canReply: (comment: Comment) => boolean;
  /** The contest of a clarification thread. */
  cid?: number;
  /** Told how the thread's count of comments and replies moved (+1 per new one, minus a deleted comment's replies too). */
  counted: (delta: number) => void;
}

export const mayDelete = (rules: ThreadRules, authorUid: string): boolean =>
  rules.canModerate || (rules.uid !== null && rules.uid === authorUid);

/** Whom a reply answers: the comment's author or one of its repliers. */
export interface ReplyTarget {
  toUid: string;
  toName: string;
}
