// What the problems module needs from the submissions module, which sits above it: the live counts and a
// user's status that problem pages show, and what follows a problem's rename onto its submissions. The
// submissions module provides them when it loads (submissions/index.ts), so problems never imports it.
import type { Placeholder, SQL } from 'drizzle-orm';
import type { ProblemCount } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';

export interface ProblemStats {
  /** A statement's rows (pid, total, ac, wa, …) for the problems of the `pids` subquery with non-contest submissions. */
  countsByProblem(pids: SQL): SQL;
  /** One problem's non-contest counts. */
  problemCount(db: Db, pid: number): Promise<ProblemCount>;
  /** For a statement over problems: the user's practice status on the problem `pid` names, null without one. */
  userStatusSql(uid: string | Placeholder, pid: SQL): SQL;
  /** A problem's new display id follows onto its submissions, in the rename's transaction. */
  problemRenamed(tx: Tx, pid: number, problemId: string): Promise<void>;
}

// Kept on a hoisted function, not in a module variable: the provider may run while this file has not been
// evaluated yet (modules that import each other), and a function declaration exists from the start.
function slot(): { stats?: ProblemStats } {
  return slot as { stats?: ProblemStats };
}

export function provideProblemStats(stats: ProblemStats): void {
  slot().stats = stats;
}

export function problemStats(): ProblemStats {
  const { stats } = slot();
  if (!stats) throw new Error('the problems port is not provided: load modules/submissions/index.ts');
  return stats;
}
