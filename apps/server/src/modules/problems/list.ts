// The problem list (spec 000 §2, reference §4): filters, bank, paging in display-id order, each row with its tags,
// live counts and the caller's status; and the random public problem.
//
// The list is the busiest call. The page every caller shares (rows, tags, counts, total) is kept in memory for a
// short time per normalised query (list-cache.ts); the caller's status is read on every request. Each query shape
// (which filters are set, how many tags) is built once per database as a named prepared statement whose values are
// placeholders: a request only binds values, and PostgreSQL parses it once per connection and keeps a generic plan
// (see bench/problem-list.ts).
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { JudgeStatus, REMOTE_OJS, type PageResult, type ProblemBank, type ProblemListItem, type ProblemListQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { COUNT_KEYS } from './count-keys.ts';
import { problemPorts } from './ports.ts';
import { problems, problemTags, tags } from './tables.ts';
import { ListCache, MAX_ENTRIES, MAX_ROWS, PROBLEM_LIST_TTL_MS } from './list-cache.ts';
import { bankCondition, mayViewBank } from './visibility.ts';

/** What decides the statement's text; values are bound by name (ListValues). */
interface ListShape {
  bank: ProblemBank | null;
  /** absent or "All" → every problem; a remote OJ key → that OJ's problems; anything else ("Mine") → local ones. */
  oj: 'all' | 'local' | 'remote';
  keyword: boolean;
  difficulty: boolean;
  tagCount: number;
  /** Filter: the problem carries every tag; Include: at least one. */
  tagMode: 'Filter' | 'Include';
}

type ListValues = Record<string, string | number>;
/** A value in a statement: a placeholder when preparing, the value itself otherwise. */
type Bind = (name: string) => unknown;

function shapeOf(query: ProblemListQuery): ListShape {
  const oj = query.oj?.toUpperCase();
  return {
    bank: query.bank ?? null,
    oj: !oj || oj === 'ALL' ? 'all' : (REMOTE_OJS as readonly string[]).includes(oj) ? 'remote' : 'local',
    keyword: !!query.keyword,
    difficulty: query.difficulty !== undefined,
    tagCount: query.tagId?.length ?? 0,
    tagMode: query.isFilter,
  };
}

function valuesOf(shape: ListShape, query: ProblemListQuery): ListValues {
  const values: ListValues = { limit: query.limit, offset: (query.currentPage - 1) * query.limit };
  if (query.keyword) values.keyword = containing(query.keyword);
  if (query.difficulty !== undefined) values.difficulty = query.difficulty;
  if (shape.oj === 'remote') values.ojPrefix = `${query.oj!.toUpperCase()}-%`;
  query.tagId?.forEach((id, i) => (values[`tag${i}`] = id));
  return values;
}

/** One parameter per tag id and the count inline: the generic plan then estimates like a custom one. */
function tagCondition(shape: ListShape, bind: Bind): SQL {
  const ids = sql.join(
    Array.from({ length: shape.tagCount }, (_, i) => sql`${bind(`tag${i}`)}`),
    sql`, `,
  );
  const carrying = sql`select ${problemTags.pid} from ${problemTags} where ${problemTags.tid} in (${ids})`;
  if (shape.tagMode === 'Include') return sql`${problems.id} in (${carrying})`;
  return sql`${problems.id} in (${carrying} group by ${problemTags.pid} having count(*) = ${sql.raw(String(shape.tagCount))})`;
}

function listCondition(shape: ListShape, bind: Bind): SQL {
  const conditions: SQL[] = [bankCondition(shape.bank ?? undefined)];
  if (shape.oj === 'local') conditions.push(eq(problems.isRemote, false));
  if (shape.oj === 'remote') conditions.push(sql`${problems.isRemote} and ${problems.problemId} like ${bind('ojPrefix')}`);
  // One ILIKE over both fields costs half of two; the line break keeps a match from spanning them.
  if (shape.keyword) conditions.push(sql`(${problems.problemId} || E'\\n' || ${problems.title}) ilike ${bind('keyword')}`);
  if (shape.difficulty) conditions.push(sql`${problems.difficulty} = ${bind('difficulty')}`);
  if (shape.tagCount) conditions.push(tagCondition(shape, bind));
  return and(...conditions)!;
}

/** A timestamptz as JavaScript's toISOString() writes it. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page in display-id order with the total, each row with its tags and counts, as one JSON value built by
 * PostgreSQL: the server only parses it.
 */
function listStatement(db: Db, shape: ListShape, name: string) {
  const where = listCondition(shape, sql.placeholder);
  // A tag filter leaves few rows: count them as the page is taken. Otherwise a separate count is cheaper than
  // buffering every row for a window, and the page is the first entries of problems_public_list_idx.
  const counted = shape.tagCount ? sql`count(*) over ()` : sql`(select count(*) from ${problems} where ${where})`;
  const counts = sql.raw(COUNT_KEYS.map((key) => `'${key}', coalesce(page_counts.${key}, 0)`).join(', '));
  const stats = problemPorts();
  const list = sql`
    with page as (
      select id as pid, problem_id, title, difficulty, type, gmt_modified, (${counted})::int as matched
      from ${problems} where ${where}
      order by length(problem_id), id limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}),
    page_tags as (
      select pt.pid, json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.id) as tags
      from page join ${problemTags} pt on pt.pid = page.pid join ${tags} t on t.id = pt.tid group by pt.pid),
    page_counts as (${stats.countsByProblem(sql`select pid from page`)})
    select coalesce(json_agg(json_build_object(
        'pid', page.pid, 'problemId', page.problem_id, 'title', page.title, 'difficulty', page.difficulty, 'type', page.type,
        'tags', coalesce(page_tags.tags, '[]'::json), ${counts}, 'gmtModified', ${isoTime(sql.raw('page.gmt_modified'))}
      ) order by length(page.problem_id), page.pid), '[]'::json) as records, max(page.matched) as total
    from page left join page_tags using (pid) left join page_counts using (pid)`;
  return db
    .select({ records: sql<ProblemListItem[]>`list.records`, total: sql<number | null>`list.total` })
    .from(sql`(${list}) as list`)
    .prepare(name);
}

type ListStatement = ReturnType<typeof listStatement>;
const statements = new WeakMap<Db, Map<string, ListStatement>>();

function preparedList(db: Db, shape: ListShape): ListStatement {
  const key = JSON.stringify(shape);
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(key);
  if (!statement) {
    // PostgreSQL cuts statement names at 63 bytes: a digest of the shape keeps them short and distinct.
    statement = listStatement(db, shape, `problem_list_${createHash('sha1').update(key).digest('base64url')}`);
    byShape.set(key, statement);
  }
  return statement;
}

/** The query's part of the cache key: values that select the same rows give the same key. */
function cacheKey(shape: ListShape, query: ProblemListQuery): string {
  const tags = [...(query.tagId ?? [])].sort((a, b) => a - b);
  return JSON.stringify([
    shape.bank,
    shape.oj === 'remote' ? query.oj!.toUpperCase() : shape.oj,
    query.keyword ?? null,
    query.difficulty ?? null,
    tags,
    tags.length > 1 ? shape.tagMode : null,
    query.limit,
    query.currentPage,
  ]);
}

/** The page as every caller sees it (no myStatus): rows with tags and counts, and the total. */
async function sharedPage(db: Db, query: ProblemListQuery): Promise<PageResult<ProblemListItem>> {
  const shape = shapeOf(query);
  const values = valuesOf(shape, query);
  const [{ records, total }] = await preparedList(db, shape).execute(values);
  // Past the last page there is no row to carry the total.
  return {
    records,
    total:
      total ??
      (query.currentPage === 1
        ? 0
        : await db.$count(
            problems,
            listCondition(shape, (name) => values[name]),
          )),
  };
}

const caches = new WeakMap<Db, ListCache<PageResult<ProblemListItem>>>();
function cacheOf(db: Db): ListCache<PageResult<ProblemListItem>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache({
      ttlMs: PROBLEM_LIST_TTL_MS,
      maxEntries: MAX_ENTRIES,
      maxRows: MAX_ROWS,
      rowsOf: (page) => 1 + (page as PageResult<ProblemListItem>).records.length,
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The cache of the database's list pages (tests look at its size). */
export const problemListCache = cacheOf;

/** The caller's status on each problem: one statement per database, the pids bound as one comma-separated text. */
function statusStatement(db: Db) {
  const status = problemPorts().userStatusSql(sql.placeholder('uid'), sql.raw('x.pid'));
  return db
    .select({ pid: sql<number>`x.pid`, status: sql<number>`coalesce(${status}, ${JudgeStatus.NotSubmitted})` })
    .from(sql`unnest(string_to_array(${sql.placeholder('pids')}, ',')::int[]) as x(pid)`)
    .prepare('problem_list_my_status');
}
const statusStatements = new WeakMap<Db, ReturnType<typeof statusStatement>>();

async function myStatuses(db: Db, uid: string, pids: number[]): Promise<Map<number, number>> {
  if (!pids.length) return new Map();
  let statement = statusStatements.get(db);
  if (!statement) statusStatements.set(db, (statement = statusStatement(db)));
  const rows = await statement.execute({ uid, pids: pids.join(',') });
  return new Map(rows.map((r) => [r.pid, r.status]));
}

/**
 * get-problem-list: the bank check, the shared page from the cache (list-cache.ts), and for a logged-in caller
 * their status on each row, read now.
 */
export async function listProblems(db: Db, query: ProblemListQuery, caller: ResolvedSession | null): Promise<PageResult<ProblemListItem>> {
  if (query.bank && !mayViewBank(caller?.role ?? null, query.bank)) throw caller ? forbidden('Problem_bank_forbidden') : unauthorized();
  const shape = shapeOf(query);
  const page = await cacheOf(db).get(cacheKey(shape, query), () => sharedPage(db, query));
  if (!caller) return page;
  const statuses = await myStatuses(
    db,
    caller.uid,
    page.records.map((r) => r.pid),
  );
  return {
    records: page.records.map((r) => ({ ...r, myStatus: statuses.get(r.pid) ?? JudgeStatus.NotSubmitted })),
    total: page.total,
  };
}

/** A public non-group problem drawn uniformly; its display id. */
export async function randomPublicProblem(db: Db): Promise<{ problemId: string }> {
  const [row] = await db
    .select({ problemId: problems.problemId })
    .from(problems)
    .where(bankCondition(undefined))
    .orderBy(sql`random()`)
    .limit(1);
  if (!row) throw notFound('Problem_none_public');
  return row;
}
