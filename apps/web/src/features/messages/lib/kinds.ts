// The five kinds of the message centre (spec 002 §2.9, §7, §9): their route child, list call, clean type, page
// size, unread counter and whether they list user events or notices.
import { MESSAGE_LIMITS, type MessageType, type UnreadMessageCount } from '@verdict/shared';

export type MessageKind = 'discuss' | 'reply' | 'like' | 'sys' | 'mine';

export interface MessageKindInfo {
  kind: MessageKind;
  /** GET /api/msg/<path>. */
  path: string;
  cleanType: MessageType;
  pageSize: number;
  counter: keyof UnreadMessageCount;
  /** Comments, replies and likes of other users, or system and personal notices. */
  notice: boolean;
}

const events = { pageSize: MESSAGE_LIMITS.pageSize, notice: false };
const notices = { pageSize: MESSAGE_LIMITS.sysPageSize, notice: true };

export const MESSAGE_KINDS: readonly MessageKindInfo[] = [
  { kind: 'discuss', path: 'comment', cleanType: 'Discuss', counter: 'comment', ...events },
  { kind: 'reply', path: 'reply', cleanType: 'Reply', counter: 'reply', ...events },
  { kind: 'like', path: 'like', cleanType: 'Like', counter: 'like', ...events },
  { kind: 'sys', path: 'sys', cleanType: 'Sys', counter: 'sys', ...notices },
  { kind: 'mine', path: 'mine', cleanType: 'Mine', counter: 'mine', ...notices },
];

/** The kind named by the last segment of a /message/... path, or null. */
export const messageKindOf = (pathname: string): MessageKindInfo | null => {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return MESSAGE_KINDS.find((info) => info.kind === last) ?? null;
};
