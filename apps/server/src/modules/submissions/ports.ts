// What the submissions module needs from the modules above it, each providing its part when it loads (its
// index.ts), so submissions never imports them: from contests, who created a submission's contest, who
// administers it and whether a contest submission may go in; from groups and trainings, their submission
// checks; from judge, the queue a submission waits in.
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { portsOf, providePorts } from '../../ports.ts';

type Submitter = { uid: string; role: number; username: string };

export interface ContestTarget {
  cid: number;
  pid: number;
  displayId: string;
  /** The submitter administers the contest. */
  admin: boolean;
}

/** How a contest shows its submissions' results to a viewer now. */
export interface ContestResultRules {
  /** The viewer administers the contest: nothing is withheld. */
  admin: boolean;
  oi: boolean;
  running: boolean;
  /** The seal's start while the board is sealed for this viewer; null otherwise. */
  sealedFrom: Date | null;
}

export interface SubmissionPorts {
  /** The contest's rules for showing results to the viewer (seal, running). */
  contestResultRules(db: Db, cid: number, viewer: { uid: string; role: number } | null): Promise<ContestResultRules>;
  /** For a statement over submissions: the creator (uid) of the contest `cid` names, null for none. */
  contestCreatorSql(cid: AnyColumn | SQL): SQL<string | null>;
  /** Whether the viewer administers a contest with this creator (the contests module's rule). */
  isContestAdmin(viewer: { uid: string; role: number } | null, contest: { uid: string | null }): boolean;
  /** The contest's problem under its display id, if the submitter may submit to it now. */
  checkContestSubmission(tx: Tx, cid: number, displayId: string, submitter: Submitter): Promise<ContestTarget>;
  /** Whether the submitter may submit the group problem inside the group. */
  checkGroupSubmission(tx: Tx, gid: number, problem: { auth: number; gid: number | null }, submitter: Submitter): Promise<void>;
  /** Whether the submitter may submit the problem from the training. */
  checkTrainingSubmission(db: Db | Tx, tid: number, pid: number, submitter: Submitter): Promise<void>;
  /** Queues the submission for judging, in the caller's transaction. */
  enqueue(tx: Db | Tx, submitId: number, priority: number): Promise<void>;
  /** Takes the submission's task off the queue (a rejudge or a cancel), in the caller's transaction. */
  withdrawFromJudge(tx: Tx, submitId: number): Promise<void>;
  /** Wakes the judge workers waiting for a task, once the transaction has committed. */
  notifyQueued(): void;
}

// The holder of the ports (see ../../ports.ts for why a function).
function holder() {}

export function provideSubmissionPorts(part: Partial<SubmissionPorts>): void {
  providePorts(holder, part);
}

/** The ports; a missing one throws when used (app.ts loads every module). */
export function submissionPorts(): SubmissionPorts {
  return portsOf<SubmissionPorts>(holder, 'submissions');
}
