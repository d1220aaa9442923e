// What the submissions module needs from the contests module, which sits above it: who created a submission's
// contest and who administers it. The contests module provides it when it loads (contests/index.ts), so
// submissions never imports it.
import type { AnyColumn, SQL } from 'drizzle-orm';

export interface SubmissionPorts {
  /** For a statement over submissions: the creator (uid) of the contest `cid` names, null for none. */
  contestCreatorSql(cid: AnyColumn | SQL): SQL<string | null>;
  /** Whether the viewer administers a contest with this creator (the contests module's rule). */
  isContestAdmin(viewer: { uid: string; role: number } | null, contest: { uid: string | null }): boolean;
}

// Kept on a hoisted function, not in a module variable: the provider may run while this file has not been
// evaluated yet (modules that import each other), and a function declaration exists from the start.
function slot(): { ports?: SubmissionPorts } {
  return slot as { ports?: SubmissionPorts };
}

export function provideSubmissionPorts(ports: SubmissionPorts): void {
  slot().ports = ports;
}

export function submissionPorts(): SubmissionPorts {
  const { ports } = slot();
  if (!ports) throw new Error('the submissions port is not provided: load modules/contests/index.ts');
  return ports;
}
