// What a problem row of a list carries besides its own columns: its tags and its live counts, for a page of
// problems at once (the group problem list; the public list builds them inside its own statement).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProblemCount, Tag } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { COUNT_KEYS } from './count-keys.ts';
import { problemPorts } from './ports.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { problemTags, tags } from './tables.ts';

export type ProblemTag = Pick<Tag, 'id' | 'name' | 'color'>;

export const NO_COUNTS = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as unknown as ProblemCount;

export async function tagsByProblem(db: Db, pids: number[]): Promise<Map<number, ProblemTag[]>> {
  const byProblem = new Map<number, ProblemTag[]>();
  if (!pids.length) return byProblem;
  const rows = await db
    .select({ pid: problemTags.pid, id: tags.id, name: tags.name, color: tags.color })
    .from(problemTags)
    .innerJoin(tags, eq(tags.id, problemTags.tid))
    .where(inArray(problemTags.pid, pids))
    .orderBy(asc(tags.id));
  for (const { pid, ...tag } of rows) byProblem.set(pid, [...(byProblem.get(pid) ?? []), tag]);
  return byProblem;
}

/** Non-contest counts per problem; problems without submissions are absent (use NO_COUNTS). */
export async function countsOf(db: Db, pids: number[]): Promise<Map<number, ProblemCount>> {
  if (!pids.length) return new Map();
  const rows = await rawRows<ProblemCount & { pid: number }>(
    db,
    problemPorts().countsByProblem(
      sql.join(
        pids.map((pid) => sql`${pid}`),
        sql`, `,
      ),
    ),
  );
  return new Map(rows.map(({ pid, ...count }) => [pid, count]));
}
