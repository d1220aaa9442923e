// What the problems module needs from the modules above it: from submissions, the live counts and a user's
// status that problem pages show and what follows a problem's rename onto its submissions; from groups, what a
// group upload may still extract. Each provides its part when it loads (its index.ts), so problems never
// imports them.
import type { Placeholder, SQL } from 'drizzle-orm';
import type { ProblemCount } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { ExtractionLimit } from './testcase-zip.ts';
import { portsOf, providePorts } from '../../ports.ts';

export interface ProblemPorts {
  /** A statement's rows (pid, total, ac, wa, …) for the problems of the `pids` subquery with non-contest submissions. */
  countsByProblem(pids: SQL): SQL;
  /** One problem's non-contest counts. */
  problemCount(db: Db, pid: number): Promise<ProblemCount>;
  /** For a statement over problems: the user's practice status on the problem `pid` names, null without one. */
  userStatusSql(uid: string | Placeholder, pid: SQL): SQL;
  /** A problem's new display id follows onto its submissions, in the rename's transaction. */
  problemRenamed(tx: Tx, pid: number, problemId: string): Promise<void>;
  /**
   * Runs a group upload's extraction by the user within what it may extract (the group's and the user's test data
   * quotas), no other upload or save counted against them checked meanwhile.
   */
  withinGroupUploadQuota<T>(db: Db, dataDir: string, gid: number, uid: string, extract: (limit: ExtractionLimit) => Promise<T>): Promise<T>;
}

// The holder of the ports (see ../../ports.ts for why a function).
function holder() {}

export function provideProblemPorts(part: Partial<ProblemPorts>): void {
  providePorts(holder, part);
}

/** The ports; a missing one throws when used (load modules/submissions and modules/groups: app.ts does). */
export function problemPorts(): ProblemPorts {
  return portsOf<ProblemPorts>(holder, 'problems');
}
