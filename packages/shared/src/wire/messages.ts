// Message centre answers (spec 002 §3): messages of discussions, replies and likes; system and personal notices.

/** Discuss (a comment on your post), Reply, Like_Post (your comment), Like_Discuss (your post). */
export type MessageAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

export interface UserMessage {
  id: number;
  /** false while unread. */
  state: boolean;
  senderId: string | null;
  senderUsername: string | null;
  senderAvatar: string | null;
  action: MessageAction;
  /** What the sender wrote (a comment or reply, cut to MESSAGE_LIMITS.quoteMax). */
  sourceContent: string;
  /** What was answered or liked (your comment or reply), if any. */
  quoteContent: string | null;
  sourceType: 'Discussion' | 'Contest';
  sourceId: number | null;
  sourceTitle: string;
  url: string | null;
  gmtCreate: string;
}

/** A system (Sys) or personal (Mine) notice. */
export interface SysMessage {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  state: boolean;
  url: string | null;
  gmtCreate: string;
}

/** A back-office notice and how far its delivery went. */
export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  type: 'All' | 'Single';
  recipient: string | null;
  author: string;
  /** Users it has reached so far; delivered when the background fan-out finished. */
  sentCount: number;
  delivered: boolean;
  gmtCreate: string;
}

/** POST /api/file/upload-md-img: the image's link and its id for delete-md-img. */
export interface MarkdownUpload {
  link: string;
  fileId: number;
}
