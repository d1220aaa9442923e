// Saving a problem from the admin form (create and update): the form's rules, its test cases into the
// content-addressed store, then the problem row, tags, languages, templates and cases in one transaction.
// The case version is bumped whenever anything the judge reads from the cases or the checker changes.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SUBTASK_CASE_MODES, type ProblemSavePayload, type ProblemSaveResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { putTestData } from './testdata.ts';
import { problemPorts } from './ports.ts';
import { siteRights, type Manager, type ProblemRights } from './admin-access.ts';
import { resolveTagRefs } from './admin-tags.ts';
import { checkProblemForm, type CheckedForm } from './admin-validate.ts';
import { defaultScores, ioScoreOf } from './scores.ts';
import { loadCases, sameCases, writeCases, type CaseRow } from './testcases.ts';
import { discardUpload, openStagedUpload } from './testcase-zip.ts';
import { codeTemplates, languages, problemLanguages, problems, problemTags } from './tables.ts';
import { problemListChanged } from './list-cache.ts';
import { LOCAL_OJ } from './tags.ts';

type ProblemRow = typeof problems.$inferSelect;
type Sample = ProblemSavePayload['samples'][number];

/** Typed-in cases: each text stored as it is, named 1.in/1.out, 2.in/2.out… */
async function typedInFiles(dataDir: string, samples: Sample[]) {
  const rows = [];
  for (const [i, s] of samples.entries()) {
    rows.push({
      inputHash: await putTestData(dataDir, s.input),
      outputHash: await putTestData(dataDir, s.output),
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
    });
  }
  return rows;
}

/**
 * Uploaded cases: the files a previous upload holds (on this host or, with a shared store, from any host), by the
 * names its file list gave (streamed: cases may be huge).
 */
async function uploadedFiles(dataDir: string, dir: string, samples: Sample[]) {
  const upload = await openStagedUpload(dataDir, dir);
  if (!upload) throw badRequest('Admin_problem_upload_dir_invalid');
  const used = new Set<string>();
  const check = (name: string) => {
    if (used.has(name)) throw badRequest('Admin_problem_case_file_duplicate', { name });
    used.add(name);
    if (upload.size(name) === null) throw badRequest('Admin_problem_case_file_missing', { name });
    return name;
  };
  const files = samples.map((s) => ({ input: check(s.input), output: check(s.output) }));
  const rows = [];
  for (const f of files) {
    rows.push({
      inputHash: await upload.caseHash(f.input),
      outputHash: await upload.caseHash(f.output),
      inputName: f.input,
      outputName: f.output,
    });
  }
  return rows;
}

/** Uploaded cases kept from the stored archive (an update without a new upload), picked by file name. */
function keptFiles(existing: { problem: ProblemRow; cases: CaseRow[] } | null, samples: Sample[]) {
  if (!existing?.problem.isUploadCase || !existing.cases.length) throw badRequest('Admin_problem_upload_required');
  const byInput = new Map(existing.cases.map((c) => [c.inputName, c]));
  const used = new Set<string>();
  return samples.map((s) => {
    const stored = byInput.get(s.input);
    if (!stored) throw badRequest('Admin_problem_case_file_missing', { name: s.input });
    if (stored.outputName !== s.output) throw badRequest('Admin_problem_case_file_missing', { name: s.output });
    if (used.has(s.input)) throw badRequest('Admin_problem_case_file_duplicate', { name: s.input });
    used.add(s.input);
    return { inputHash: stored.inputHash, outputHash: stored.outputHash, inputName: stored.inputName, outputName: stored.outputName };
  });
}

/** The case rows of the save: files in the store, scores (even split when none are given) and groups. */
async function resolveCases(
  dataDir: string,
  payload: ProblemSavePayload,
  existing: { problem: ProblemRow; cases: CaseRow[] } | null,
): Promise<CaseRow[]> {
  const { samples, problem } = payload;
  const files = !payload.isUploadTestCase
    ? await typedInFiles(dataDir, samples)
    : payload.uploadTestcaseDir
      ? await uploadedFiles(dataDir, payload.uploadTestcaseDir, samples)
      : keptFiles(existing, samples);
  const groups = SUBTASK_CASE_MODES.includes(problem.judgeCaseMode) ? samples.map((s) => s.groupNum!) : samples.map(() => 1);
  const scores = samples.every((s) => s.score === undefined) ? defaultScores(problem.judgeCaseMode, groups) : samples.map((s) => s.score!);
  return files.map((f, i) => ({ seq: i + 1, ...f, score: scores[i], groupNum: groups[i] }));
}

async function languageIds(tx: Tx, names: string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: languages.id, name: languages.name })
    .from(languages)
    .where(and(eq(languages.oj, LOCAL_OJ), inArray(languages.name, names)));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  return names.map((name) => {
    const id = idOf.get(name);
    if (id === undefined) throw badRequest('Admin_problem_language_unknown', { name });
    return id;
  });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The problem row's fields from the form (everything but ids, author and the case version). */
function rowValues(payload: ProblemSavePayload, form: CheckedForm, cases: CaseRow[], user: Manager) {
  const p = payload.problem;
  const judged = form.judgeMode !== 'default';
  return {
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    hint: p.hint,
    source: p.source,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    codeShare: p.codeShare,
    openCaseResult: p.openCaseResult,
    isRemoveEndBlank: p.isRemoveEndBlank,
    judgeMode: form.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    isFileIo: p.isFileIO,
    ioReadFileName: p.isFileIO ? p.ioReadFileName! : null,
    ioWriteFileName: p.isFileIO ? p.ioWriteFileName! : null,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    userExtraFile: p.userExtraFile,
    judgeExtraFile: judged ? p.judgeExtraFile : null,
    spjCode: judged ? p.spjCode! : null,
    spjLanguage: form.spjLanguage,
    isUploadCase: payload.isUploadTestCase,
    ioScore: ioScoreOf(p.judgeCaseMode, cases),
    modifiedUser: user.username,
    gmtModified: new Date(),
  };
}

type RowValues = ReturnType<typeof rowValues>;

/** Whether the judge would judge differently: cases, scores, groups, modes, checker and its files. */
function judgingChanged(old: ProblemRow, oldCases: CaseRow[], next: RowValues, cases: CaseRow[]): boolean {
  return (
    !sameCases(oldCases, cases) ||
    old.judgeMode !== next.judgeMode ||
    old.judgeCaseMode !== next.judgeCaseMode ||
    old.spjCode !== next.spjCode ||
    old.spjLanguage !== next.spjLanguage ||
    !sameJson(old.judgeExtraFile, next.judgeExtraFile)
  );
}

/** Sets the display id: upper-cased, `P<id>` when blank, unique; a rename follows onto the submissions. */
async function setDisplayId(tx: Tx, pid: number, wanted: string, previous: string | null): Promise<string> {
  const problemId = wanted.toUpperCase() || `P${pid}`;
  const [clash] = await tx
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.problemId, problemId), ne(problems.id, pid)))
    .limit(1);
  if (clash) throw badRequest('Admin_problem_display_id_exists', { problemId });
  if (problemId !== previous) {
    await tx.update(problems).set({ problemId }).where(eq(problems.id, pid));
    if (previous !== null) await problemPorts().problemRenamed(tx, pid, problemId);
  }
  return problemId;
}

async function writeRelations(tx: Tx, pid: number, payload: ProblemSavePayload, languageNames: string[], cases: CaseRow[]): Promise<void> {
  const tagIds = await resolveTagRefs(tx, payload.tags);
  const lids = await languageIds(tx, languageNames);
  const lidOf = new Map(languageNames.map((name, i) => [name, lids[i]]));
  await tx.delete(problemTags).where(eq(problemTags.pid, pid));
  if (tagIds.length) await tx.insert(problemTags).values(tagIds.map((tid) => ({ pid, tid })));
  await tx.delete(problemLanguages).where(eq(problemLanguages.pid, pid));
  await tx.insert(problemLanguages).values(lids.map((lid) => ({ pid, lid })));
  await tx.delete(codeTemplates).where(eq(codeTemplates.pid, pid));
  if (payload.codeTemplates.length) {
    await tx
      .insert(codeTemplates)
      .values(payload.codeTemplates.map((t) => ({ pid, lid: lidOf.get(t.language)!, code: t.code, status: t.status })));
  }
  await writeCases(tx, pid, cases);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

async function loadExisting(db: Db, pid: number) {
  const [problem] = await db.select().from(problems).where(eq(problems.id, pid));
  if (!problem) throw notFound('Admin_problem_not_found');
  return { problem, cases: await loadCases(db, pid) };
}

/** A save whose rights and rules are checked and whose case files are in the store: only the writing is left. */
export interface PreparedSave {
  user: Manager;
  payload: ProblemSavePayload;
  existing: Awaited<ReturnType<typeof loadExisting>> | null;
  form: CheckedForm;
  cases: CaseRow[];
  values: ReturnType<typeof rowValues>;
  /** A group problem's group, set on creation; null for site problems. */
  gid: number | null;
}

/**
 * Everything of a save that needs no transaction: rights first, then the form's rules, then the case files
 * (content-addressed, so writing them before the transaction is harmless; huge files never hold a transaction open).
 */
export async function prepareSave(
  db: Db,
  dataDir: string,
  user: Manager,
  payload: ProblemSavePayload,
  mode: 'create' | 'update',
  rights: ProblemRights = siteRights(user),
): Promise<PreparedSave> {
  let existing: PreparedSave['existing'] = null;
  if (mode === 'update') {
    if (payload.problem.id === undefined) throw badRequest('Admin_problem_id_required');
    existing = await loadExisting(db, payload.problem.id);
    await rights.assertEditable(db, existing.problem);
  }
  rights.assertMaySetAuth(payload.problem.auth, existing?.problem.auth ?? null);
  const form = checkProblemForm(payload);
  const cases = await resolveCases(dataDir, payload, existing);
  return { user, payload, existing, form, cases, values: rowValues(payload, form, cases, user), gid: rights.gid };
}

/** Writes a prepared save in the caller's transaction: the row, its display id (`displayId` or the payload's) and relations. */
export async function writeSave(
  tx: Tx,
  prepared: PreparedSave,
  displayId = prepared.payload.problem.problemId,
): Promise<ProblemSaveResult> {
  const { user, payload, existing, form, cases, values } = prepared;
  try {
    let pid: number;
    if (existing) {
      pid = existing.problem.id;
      const bump = judgingChanged(existing.problem, existing.cases, values, cases);
      await tx
        .update(problems)
        .set({ ...values, ...(bump ? { caseVersion: sql`${problems.caseVersion} + 1` } : {}) })
        .where(eq(problems.id, pid));
    } else {
      // A unique placeholder until the id is known (a blank display id becomes P<id>).
      const [row] = await tx
        .insert(problems)
        .values({ ...values, problemId: `#${randomUUID()}`, uid: user.uid, author: user.username, gid: prepared.gid })
        .returning({ id: problems.id });
      pid = row.id;
    }
    const problemId = await setDisplayId(tx, pid, displayId, existing?.problem.problemId ?? null);
    await writeRelations(tx, pid, payload, form.languages, cases);
    // Again once the caller's transaction committed (list-cache.ts).
    problemListChanged();
    return { pid, problemId };
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('Admin_problem_display_id_exists', { problemId: displayId.toUpperCase() });
    throw error;
  }
}

/**
 * Creates (no id) or updates (payload.problem.id) a problem in one transaction, after prepareSave; `displayId`
 * replaces the payload's (a group problem's is prefixed).
 */
export async function saveProblem(
  db: Db,
  dataDir: string,
  user: Manager,
  payload: ProblemSavePayload,
  mode: 'create' | 'update',
  options: { rights?: ProblemRights; displayId?: string } = {},
): Promise<ProblemSaveResult> {
  const prepared = await prepareSave(db, dataDir, user, payload, mode, options.rights);
  const result = await db.transaction((tx) => writeSave(tx, prepared, options.displayId));
  problemListChanged();
  if (payload.isUploadTestCase && payload.uploadTestcaseDir) await discardUpload(dataDir, payload.uploadTestcaseDir);
  return result;
}
