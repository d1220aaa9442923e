// Messages service: unread counts per kind for the navigation badge (the messages issue adds the lists).
import { and, eq, sql } from 'drizzle-orm';
import type { UnreadMessageCount } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { userMessages } from './tables.ts';

export const MESSAGE_KINDS = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export async function unreadCount(db: Db, uid: string): Promise<UnreadMessageCount> {
  const rows = await db
    .select({ kind: userMessages.kind, count: sql<number>`count(*)::int` })
    .from(userMessages)
    .where(and(eq(userMessages.recipientUid, uid), eq(userMessages.state, false)))
    .groupBy(userMessages.kind);
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, r.count])) as Partial<Record<MessageKind, number>>;
  return { comment: byKind.discuss ?? 0, reply: byKind.reply ?? 0, like: byKind.like ?? 0, sys: byKind.sys ?? 0, mine: byKind.mine ?? 0 };
}
