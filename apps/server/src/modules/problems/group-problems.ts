// The problems of one group, for the groups module's pages: the admin list (any auth, newest first), the
// members' list of its public problems (display-id order) and the stored size of group test data (quotas).
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf } from '../../db/pagination.ts';
import { casesBytes } from './case-bytes.ts';
import { problemCases, problems } from './tables.ts';
import { ProblemAuth } from './visibility.ts';

/** Every problem of the group, any auth, newest first; keyword over display id and title. */
export async function groupProblemAdminPage(db: Db, query: Pagination & { gid: number; keyword?: string }) {
  const condition = and(
    eq(problems.gid, query.gid),
    query.keyword ? or(ilike(problems.problemId, containing(query.keyword)), ilike(problems.title, containing(query.keyword))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        pid: problems.id,
        problemId: problems.problemId,
        title: problems.title,
        author: problems.author,
        uid: problems.uid,
        auth: problems.auth,
        gid: problems.gid,
        applyPublicProgress: problems.applyPublicProgress,
        gmtModified: problems.gmtModified,
      })
      .from(problems)
      .where(condition)
      .orderBy(desc(problems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(problems).where(condition),
  ]);
  return { rows, total };
}

const listColumns = {
  pid: problems.id,
  problemId: problems.problemId,
  title: problems.title,
  difficulty: problems.difficulty,
  type: problems.type,
};

const groupPublicProblems = (gid: number, keyword?: string): SQL =>
  and(
    eq(problems.gid, gid),
    eq(problems.auth, ProblemAuth.Public),
    keyword ? sql`(${problems.problemId} || E'\\n' || ${problems.title}) ilike ${containing(keyword)}` : undefined,
  )!;

const displayOrder = () => [asc(sql`length(${problems.problemId})`), asc(problems.id)];

/** The group's public (auth 1) problems in display-id order, a page of them (keyword over display id and title). */
export async function groupPublicProblemPage(db: Db, query: Pagination & { gid: number; keyword?: string }) {
  const where = groupPublicProblems(query.gid, query.keyword);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(listColumns)
      .from(problems)
      .where(where)
      .orderBy(...displayOrder())
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(problems).where(where),
  ]);
  return { rows, total: n };
}

/** All of the group's public problems in display-id order (the focus-mode strip). */
export const groupPublicProblemList = (db: Db, gid: number) =>
  db
    .select(listColumns)
    .from(problems)
    .where(groupPublicProblems(gid))
    .orderBy(...displayOrder());

/** Which problems' stored case files to count: one problem, a group's, the group problems a user created; less one. */
export interface CaseBytesFilter {
  pid?: number;
  gid?: number;
  groupProblemsOf?: string;
  exceptPid?: number;
}

/** The stored bytes of the cases of the problems the filter names. */
export async function storedCaseBytes(db: Db, dataDir: string, filter: CaseBytesFilter): Promise<number> {
  const where = and(
    filter.pid !== undefined ? eq(problems.id, filter.pid) : undefined,
    filter.gid !== undefined ? eq(problems.gid, filter.gid) : undefined,
    filter.groupProblemsOf !== undefined ? and(isNotNull(problems.gid), eq(problems.uid, filter.groupProblemsOf)) : undefined,
    filter.exceptPid !== undefined ? ne(problems.id, filter.exceptPid) : undefined,
  );
  const rows = await db
    .select({ inputHash: problemCases.inputHash, outputHash: problemCases.outputHash })
    .from(problemCases)
    .innerJoin(problems, eq(problems.id, problemCases.problemId))
    .where(where);
  return casesBytes(dataDir, rows);
}
