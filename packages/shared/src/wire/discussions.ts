// Discussion answers (spec 002 §3): posts, categories, reports, comments and replies.

export interface DiscussionCategory {
  id: number;
  name: string;
}

/** Author role badge: root shows SPA, admin ADM (problem admins count as admin). */
export type AuthorRole = 'root' | 'admin' | 'user';

export interface Discussion {
  id: number;
  /** Display id of the problem, or null. */
  pid: string | null;
  gid: number | null;
  title: string;
  description: string;
  /** Empty in lists except on the caller's own posts; full in the detail. */
  content: string;
  categoryId: number;
  categoryName: string;
  topPriority: boolean;
  /** 0 normal, 1 banned. */
  status: number;
  uid: string;
  author: string;
  avatar: string | null;
  role: AuthorRole;
  titleName: string | null;
  titleColor: string | null;
  commentNum: number;
  likeNum: number;
  viewNum: number;
  /** The caller likes it (false for visitors). */
  hasLike: boolean;
  gmtCreate: string;
  gmtModified: string;
}

export interface DiscussionReport {
  id: number;
  did: number;
  discussionTitle: string;
  reporter: string;
  content: string;
  /** false until an admin marks it read. */
  status: boolean;
  gmtCreate: string;
}

export interface CommentAuthor {
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: AuthorRole;
  fromTitleName: string | null;
  fromTitleColor: string | null;
}

export interface Reply extends CommentAuthor {
  id: number;
  commentId: number;
  content: string;
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
  gmtCreate: string;
}

export interface Comment extends CommentAuthor {
  id: number;
  did: number | null;
  cid: number | null;
  content: string;
  likeNum: number;
  hasLike: boolean;
  totalReplyNum: number;
  /** The first replies (DISCUSSION_LIMITS.repliesShown); GET reply gives all. */
  replyList: Reply[];
  gmtCreate: string;
}

/** GET comments: the page and which of its comments the caller likes is inside each comment. */
export interface CommentPage {
  records: Comment[];
  total: number;
}

/** GET discussion-like: the post's like count after the call and whether the caller now likes it. */
export interface DiscussionLikeResult {
  likeNum: number;
  hasLike: boolean;
}
