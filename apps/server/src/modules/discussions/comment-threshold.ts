// The solved-problem threshold for writing comments and replies (reference §9): outside contests, a non-admin needs
// at least `defaultCreateCommentACInitValue` solved problems (site switches). Contest clarifications have none.
import { isAdminRole } from '@verdict/shared';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { getSwitchConfig } from '../site/index.ts';
import { solvedProblemCount } from '../submissions/index.ts';
import type { Member, Thread } from './comment-threads.ts';

export async function assertCommentThreshold(tx: Tx, thread: Thread, caller: Member): Promise<void> {
  if (thread.kind === 'contest' || isAdminRole(caller.role)) return;
  const needed = (await getSwitchConfig(tx)).defaultCreateCommentACInitValue;
  if (needed > 0 && (await solvedProblemCount(tx, caller.uid)) < needed) throw badRequest('Comment_solved_required', { count: needed });
}
