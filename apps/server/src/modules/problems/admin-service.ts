// Problem administration reads and small writes: the admin list, one problem with everything the form edits,
// its cases, deleting, changing auth and the test data download, each under the admin rights.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminProblem,
  AdminProblemCase,
  AdminProblemListItem,
  AdminProblemListQuery,
  JudgeCaseMode,
  JudgeMode,
  PageResult,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { isGroupAdmin } from '../membership/index.ts';
import {
  assertManagesProblem,
  assertMaySetAuth,
  managesAllProblems,
  mayDownloadTestcases,
  siteRights,
  type Manager,
  type ProblemRights,
} from './admin-access.ts';
import { problemListChanged } from './list-cache.ts';
import { codeTemplates, languages, problemLanguages, problems } from './tables.ts';
import { tagsOfProblem } from './tags.ts';
import { adminCaseView, casesArchive, loadCases } from './testcases.ts';

const iso = (d: Date) => d.toISOString();

async function problemRow(db: Db, pid: number) {
  const [row] = await db.select().from(problems).where(eq(problems.id, pid));
  if (!row) throw notFound('Admin_problem_not_found');
  return row;
}

/** The problem, if the caller may manage it (404 unknown, 403 someone else's for admins). */
export async function managedProblem(db: Db, user: Manager, pid: number) {
  const row = await problemRow(db, pid);
  assertManagesProblem(user, row);
  return row;
}

/** Admin list, newest first: root and problem admins see every problem, admins their own. */
export async function listAdminProblems(db: Db, user: Manager, query: AdminProblemListQuery): Promise<PageResult<AdminProblemListItem>> {
  const where: (SQL | undefined)[] = [];
  if (!managesAllProblems(user)) where.push(eq(problems.uid, user.uid));
  if (query.keyword) where.push(or(ilike(problems.title, containing(query.keyword)), ilike(problems.problemId, containing(query.keyword))));
  if (query.auth !== undefined) where.push(eq(problems.auth, query.auth));
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: problems.id,
        problemId: problems.problemId,
        title: problems.title,
        author: problems.author,
        uid: problems.uid,
        modifiedUser: problems.modifiedUser,
        auth: problems.auth,
        type: problems.type,
        difficulty: problems.difficulty,
        judgeMode: problems.judgeMode,
        isRemote: problems.isRemote,
        gid: problems.gid,
        gmtCreate: problems.gmtCreate,
        gmtModified: problems.gmtModified,
      })
      .from(problems)
      .where(condition)
      .orderBy(desc(problems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(problems).where(condition),
  ]);
  return page(
    rows.map((r) => ({ ...r, judgeMode: r.judgeMode as JudgeMode, gmtCreate: iso(r.gmtCreate), gmtModified: iso(r.gmtModified) })),
    total,
  );
}

export async function getAdminProblem(db: Db, user: Manager, pid: number, rights: ProblemRights = siteRights(user)): Promise<AdminProblem> {
  const p = await problemRow(db, pid);
  await rights.assertReadable(db, p);
  const [tagList, languageRows, templateRows] = await Promise.all([
    tagsOfProblem(db, pid),
    db
      .select({ name: languages.name })
      .from(problemLanguages)
      .innerJoin(languages, eq(languages.id, problemLanguages.lid))
      .where(eq(problemLanguages.pid, pid))
      .orderBy(desc(languages.seq), asc(languages.id)),
    db
      .select({ language: languages.name, code: codeTemplates.code, status: codeTemplates.status })
      .from(codeTemplates)
      .innerJoin(languages, eq(languages.id, codeTemplates.lid))
      .where(eq(codeTemplates.pid, pid))
      .orderBy(desc(languages.seq), asc(languages.id)),
  ]);
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    hint: p.hint,
    source: p.source,
    author: p.author,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    ioScore: p.ioScore,
    codeShare: p.codeShare,
    openCaseResult: p.openCaseResult,
    judgeMode: p.judgeMode as JudgeMode,
    judgeCaseMode: p.judgeCaseMode as JudgeCaseMode,
    isFileIO: p.isFileIo,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    isRemoveEndBlank: p.isRemoveEndBlank,
    isRemote: p.isRemote,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    gid: p.gid,
    userExtraFile: p.userExtraFile ?? null,
    gmtCreate: iso(p.gmtCreate),
    gmtModified: iso(p.gmtModified),
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    judgeExtraFile: p.judgeExtraFile ?? null,
    isUploadCase: p.isUploadCase,
    uid: p.uid,
    modifiedUser: p.modifiedUser,
    applyPublicProgress: p.applyPublicProgress,
    caseVersion: p.caseVersion,
    tags: tagList,
    languages: languageRows.map((l) => l.name),
    codeTemplates: templateRows,
  };
}

export async function adminProblemCases(
  db: Db,
  dataDir: string,
  user: Manager,
  pid: number,
  rights: ProblemRights = siteRights(user),
): Promise<AdminProblemCase[]> {
  const problem = await problemRow(db, pid);
  await rights.assertReadable(db, problem);
  return adminCaseView(dataDir, await loadCases(db, pid), !problem.isUploadCase);
}

/** Deletes the problem with everything hanging off it (cases, tags, languages, templates, submissions cascade). */
export async function deleteProblem(db: Db, user: Manager, pid: number, rights: ProblemRights = siteRights(user)): Promise<void> {
  await db.transaction(async (tx) => {
    await rights.assertEditable(tx, await problemRow(tx, pid));
    await tx.delete(problems).where(eq(problems.id, pid));
  });
  problemListChanged();
}

export async function changeProblemAuth(db: Db, user: Manager, pid: number, auth: number): Promise<void> {
  const problem = await managedProblem(db, user, pid);
  assertMaySetAuth(user, auth, problem.auth);
  await db.update(problems).set({ auth, modifiedUser: user.username, gmtModified: new Date() }).where(eq(problems.id, pid));
  problemListChanged();
}

/**
 * `problem_<pid>_testcase_<ms>.zip` with every case file under its stored name. A group problem's data also goes
 * to its group's admins (not to every member as the reference does: its §14.3 calls that a weakness).
 */
export async function testcaseDownload(
  db: Db,
  dataDir: string,
  user: Manager,
  pid: number,
): Promise<{ fileName: string; zip: NodeJS.ReadableStream }> {
  const problem = await problemRow(db, pid);
  const allowed = mayDownloadTestcases(user, problem) || (problem.gid !== null && (await isGroupAdmin(db, problem.gid, user)));
  if (!allowed) throw forbidden('Admin_problem_not_yours');
  const cases = await loadCases(db, pid);
  if (!cases.length) throw badRequest('Admin_testcase_none');
  return { fileName: `problem_${pid}_testcase_${Date.now()}.zip`, zip: await casesArchive(dataDir, cases) };
}
