// Writing to inboxes: the one way other modules create a message (a comment on your post, a reply, a like, a group
// event, a personal notice). Runs in the caller's transaction, so a message exists exactly when its cause does.
import { MESSAGE_LIMITS, type MessageAction } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { translate, type Lang, type MessageKey } from '../../i18n/messages.ts';
import { userMessages } from './tables.ts';
import type { MessageKind } from './service.ts';

export interface EventMessage {
  recipientUid: string;
  senderUid: string | null;
  kind: Exclude<MessageKind, 'sys' | 'mine'>;
  action: MessageAction;
  sourceType: 'Discussion' | 'Contest';
  sourceId: number;
  sourceTitle: string;
  /** What the sender wrote: cut to MESSAGE_LIMITS.quoteMax characters and "...". */
  content: string;
  quote?: string | null;
  url: string;
}

export interface NoticeMessage {
  recipientUid: string;
  senderUid?: string | null;
  /** sys: from the site (role change, notices to all); mine: to you personally (group events, single notices). */
  kind: 'sys' | 'mine';
  title: string;
  /** Markdown. */
  content: string;
  url?: string | null;
}

export const quoted = (text: string): string =>
  text.length > MESSAGE_LIMITS.quoteMax ? `${text.slice(0, MESSAGE_LIMITS.quoteMax)}...` : text;

/** A message about something a user did; none when the recipient is the sender. */
export async function notifyEvent(db: Db | Tx, message: EventMessage): Promise<void> {
  if (message.recipientUid === message.senderUid) return;
  await db.insert(userMessages).values({
    recipientUid: message.recipientUid,
    senderUid: message.senderUid,
    kind: message.kind,
    action: message.action,
    sourceType: message.sourceType,
    sourceId: message.sourceId,
    title: message.sourceTitle,
    content: quoted(message.content),
    quote: message.quote == null ? null : quoted(message.quote),
    url: message.url,
  });
}

/** Notices to one or more users (group events, a role change, a single notice). */
export async function notifyUsers(db: Db | Tx, notices: NoticeMessage[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(userMessages).values(
    notices.map((n) => ({
      recipientUid: n.recipientUid,
      senderUid: n.senderUid ?? null,
      kind: n.kind,
      title: n.title,
      content: n.content,
      url: n.url ?? null,
    })),
  );
}

/**
 * A notice written by the site itself (group events, a role change): stored as catalogue keys and parameters and
 * translated when read, so each recipient reads it in the language they use.
 */
export interface TemplateNotice {
  recipientUids: string[];
  senderUid?: string | null;
  kind: 'sys' | 'mine';
  titleKey: MessageKey;
  contentKey: MessageKey;
  params: Record<string, string | number>;
  url?: string | null;
}

/** The action that marks a templated notice. */
const TEMPLATE = 'Template';

export async function notifyTemplate(db: Db | Tx, notice: TemplateNotice): Promise<void> {
  const recipients = [...new Set(notice.recipientUids)].filter((uid) => uid !== notice.senderUid);
  if (recipients.length === 0) return;
  await db.insert(userMessages).values(
    recipients.map((recipientUid) => ({
      recipientUid,
      senderUid: notice.senderUid ?? null,
      kind: notice.kind,
      action: TEMPLATE,
      title: notice.titleKey,
      content: JSON.stringify({ key: notice.contentKey, params: notice.params }),
      url: notice.url ?? null,
    })),
  );
}

/** A stored notice's title and content in `lang`: templated ones translated, others as written. */
export function noticeText(row: { action: string | null; title: string; content: string }, lang: Lang): { title: string; content: string } {
  if (row.action !== TEMPLATE) return { title: row.title, content: row.content };
  const { key, params } = JSON.parse(row.content) as { key: MessageKey; params: Record<string, string | number> };
  return { title: translate(row.title as MessageKey, lang, params), content: translate(key, lang, params) };
}
