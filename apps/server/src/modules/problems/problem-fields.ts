// A problem's fields and conditions for other modules' statements over their own tables (a submission's pid, a
// training's problem list): correlated subqueries on the pid column, so that no other module joins (or even
// imports) the problems table.
import { eq, ilike, type AnyColumn, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like-pattern.ts';
import { existsWhere, fieldOf } from '../../db/field-of.ts';
import { problems } from './tables.ts';

export type ProblemRow = typeof problems.$inferSelect;
export type ProblemField = keyof ProblemRow;
type Data<K extends ProblemField> = (typeof problems)[K]['_']['data'];

export const problemField = <K extends ProblemField>(pid: AnyColumn | SQL, field: K): SQL<Data<K> | null> =>
  fieldOf(problems, problems.id, problems[field], pid);

/** problemField over a not-null pid column with a foreign key to problems (an inner join's row always exists). */
export const knownProblemField = <K extends ProblemField>(pid: AnyColumn | SQL, field: K) =>
  problemField(pid, field) as unknown as SQL<Data<K>>;

/** Several fields at once, as a nested selection. */
export function knownProblemFields<K extends ProblemField>(pid: AnyColumn | SQL, fields: readonly K[]): { [F in K]: SQL<Data<F>> } {
  return Object.fromEntries(fields.map((f) => [f, knownProblemField(pid, f)])) as { [F in K]: SQL<Data<F>> };
}

/** The problem of `pid` meets `condition` (a condition over the problems table from this module, e.g. bankCondition). */
export const problemMeets = (pid: AnyColumn | SQL, condition: SQL | undefined) => existsWhere(problems, problems.id, pid, condition);

/** The display id condition: exact, or a substring (case-insensitive). */
export const problemIdCondition = (problemId: string, exact: boolean) =>
  exact ? eq(problems.problemId, problemId) : ilike(problems.problemId, containing(problemId));
