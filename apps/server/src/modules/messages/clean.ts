// Cleaning the message centre (spec 002 §7; reference §9): one of the caller's messages of a kind by id, or all of
// that kind. Only the caller's own rows are ever touched.
import { and, eq } from 'drizzle-orm';
import type { MessageType } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import type { MessageKind } from './service.ts';
import { userMessages } from './tables.ts';

export const KIND_OF_TYPE: Record<MessageType, MessageKind> = {
  Discuss: 'discuss',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

export async function cleanMessages(db: Db, uid: string, type: MessageType, id?: number): Promise<void> {
  const mine = and(eq(userMessages.recipientUid, uid), eq(userMessages.kind, KIND_OF_TYPE[type]));
  if (id === undefined) {
    await db.delete(userMessages).where(mine);
    return;
  }
  const gone = await db
    .delete(userMessages)
    .where(and(mine, eq(userMessages.id, id)))
    .returning({ id: userMessages.id });
  if (gone.length === 0) throw notFound('Message_not_found');
}
