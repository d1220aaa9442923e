// The problem page (get-problem-detail) and its pid-keyed companions: every lookup answers 404 for a problem
// that does not exist or that the caller may not see (a group problem asked with its gid: 401/403 to
// non-members). Checker code and language and the judge's extra files are never selected here.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, type JudgeCaseMode, type JudgeMode, type ProblemDetail } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import { userField } from '../accounts/index.ts';
import { problemPorts } from './ports.ts';
import { problemLanguageList } from './languages.ts';
import { codeTemplates, languages, problems } from './tables.ts';
import { tagsOfProblem } from './tags.ts';
import { statementHtml } from './statement-html.ts';
import type { GroupCaller } from '../membership/index.ts';
import { isGroupProblem, mayOpenGroupProblem, mayOpenProblem, mayViewProblem } from './visibility.ts';

/** The pid of a problem the caller may see, or 404. */
export async function visibleProblemPid(db: Db, pid: number, caller: GroupCaller): Promise<number> {
  const [row] = await db.select({ auth: problems.auth, gid: problems.gid }).from(problems).where(eq(problems.id, pid));
  if (!row || !(await mayOpenProblem(db, caller, row))) throw notFound('Problem_not_found');
  return pid;
}

/**
 * The problem page's rule (reference §4): a gid passed must be the problem's; a group problem is read from
 * inside its group (with its gid, the site root excepted), by its members: 401 visitors, 403 others.
 */
async function assertReadable(
  db: Db,
  caller: GroupCaller,
  problem: { auth: number; gid: number | null },
  gid: number | undefined,
): Promise<void> {
  if (gid !== undefined && problem.gid !== gid) throw notFound('Problem_not_found');
  if (!isGroupProblem(problem)) {
    if (!mayViewProblem(caller?.role ?? null, problem)) throw notFound('Problem_not_found');
    return;
  }
  if (caller !== null && isSuperAdmin(caller.role)) return;
  if (gid === undefined) throw notFound('Problem_not_found');
  if (await mayOpenGroupProblem(db, caller, problem)) return;
  throw caller === null ? unauthorized() : forbidden('Group_problem_members_only');
}

const authorRoleOf = (role: number | null): ProblemDetail['authorRole'] =>
  role === null ? 'user' : isSuperAdmin(role) ? 'root' : isAdminRole(role) ? 'admin' : 'user';

/** Enabled templates of a problem by language name. */
export async function enabledTemplates(db: Db, pid: number): Promise<{ language: string; code: string }[]> {
  return db
    .select({ language: languages.name, code: codeTemplates.code })
    .from(codeTemplates)
    .innerJoin(languages, eq(languages.id, codeTemplates.lid))
    .where(and(eq(codeTemplates.pid, pid), eq(codeTemplates.status, true)))
    .orderBy(asc(codeTemplates.id));
}

/** Every field of the problem page, and its author's role. */
const detailColumns = {
  id: problems.id,
  problemId: problems.problemId,
  title: problems.title,
  description: problems.description,
  input: problems.input,
  output: problems.output,
  examples: problems.examples,
  hint: problems.hint,
  source: problems.source,
  author: problems.author,
  difficulty: problems.difficulty,
  type: problems.type,
  auth: problems.auth,
  ioScore: problems.ioScore,
  codeShare: problems.codeShare,
  openCaseResult: problems.openCaseResult,
  judgeMode: problems.judgeMode,
  judgeCaseMode: problems.judgeCaseMode,
  isFileIO: problems.isFileIo,
  ioReadFileName: problems.ioReadFileName,
  ioWriteFileName: problems.ioWriteFileName,
  isRemoveEndBlank: problems.isRemoveEndBlank,
  isRemote: problems.isRemote,
  timeLimit: problems.timeLimit,
  memoryLimit: problems.memoryLimit,
  stackLimit: problems.stackLimit,
  gid: problems.gid,
  userExtraFile: problems.userExtraFile,
  gmtCreate: problems.gmtCreate,
  gmtModified: problems.gmtModified,
  authorRole: userField(problems.uid, 'roleId'),
};

const detailRow = async (db: Db, where: SQL) => {
  const [row] = await db.select(detailColumns).from(problems).where(where);
  return row;
};

async function toDetail(db: Db, row: NonNullable<Awaited<ReturnType<typeof detailRow>>>): Promise<ProblemDetail> {
  const { authorRole, ...problem } = row;
  const [tags, languageList, templates, counts] = await Promise.all([
    tagsOfProblem(db, problem.id),
    problemLanguageList(db, problem.id),
    enabledTemplates(db, problem.id),
    problemPorts().problemCount(db, problem.id),
  ]);
  return {
    problem: {
      ...problem,
      judgeMode: problem.judgeMode as JudgeMode,
      judgeCaseMode: problem.judgeCaseMode as JudgeCaseMode,
      gmtCreate: problem.gmtCreate.toISOString(),
      gmtModified: problem.gmtModified.toISOString(),
    },
    tags: tags.map(({ id, name, color }) => ({ id, name, color })),
    languages: languageList.map((l) => l.name),
    codeTemplate: Object.fromEntries(templates.map((t) => [t.language, t.code])),
    problemCount: counts,
    authorRole: authorRoleOf(authorRole),
    statementHtml: statementHtml(problem),
  };
}

/** get-problem-detail by display id (case-insensitive: display ids are stored upper-cased). */
export async function problemDetail(db: Db, displayId: string, caller: GroupCaller, gid?: number): Promise<ProblemDetail> {
  const row = await detailRow(db, eq(problems.problemId, displayId.toUpperCase()));
  if (!row) throw notFound('Problem_not_found');
  await assertReadable(db, caller, row, gid);
  return toDetail(db, row);
}

/** The problem page of a problem another module has already cleared for the caller (a contest's problem). */
export async function problemDetailByPid(db: Db, pid: number): Promise<ProblemDetail> {
  const row = await detailRow(db, eq(problems.id, pid));
  if (!row) throw notFound('Problem_not_found');
  return toDetail(db, row);
}
