// Sending submissions to the judge: the Pending row and its queue task, written together.
import type { Db } from '../../db/client.ts';
import { enqueue, notifyQueued, TaskPriority } from '../judge/queue.ts';
import { submissions } from './tables.ts';

export interface NewSubmission {
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  language: string;
  code: string;
  cid?: number;
  gid?: number | null;
}

export async function submitForJudging(db: Db, submission: NewSubmission): Promise<number> {
  const submitId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ ...submission, length: submission.code.length })
      .returning({ submitId: submissions.submitId });
    await enqueue(tx, row.submitId, submission.cid ? TaskPriority.Contest : TaskPriority.Practice);
    return row.submitId;
  });
  notifyQueued();
  return submitId;
}
