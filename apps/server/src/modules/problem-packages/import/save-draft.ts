// Draft → saved problem, the one save path of every import format: the cases staged as an upload, the draft
// as the admin form's payload, then one transaction per problem through the admin save (rights, form rules,
// tags found or created, languages, templates, cases) with the author and reference solutions. A failure
// leaves nothing of the problem: no row, no tag created for it, no case file referenced.
import { LANGUAGES, PROBLEM_FORM_LIMITS, ProblemSavePayloadSchema, type ProblemSaveResult } from '@verdict/shared';
import type { Db, Tx } from '../../../db/client.ts';
import type { Manager } from '../../problems/index.ts';
import { findProblemByDisplayId, prepareSave, problemListChanged, setProblemAuthor, writeSave } from '../../problems/index.ts';
import { referenceSolutions } from '../tables.ts';
import { removeUpload } from '../../problems/index.ts';
import { localLanguageNamed } from './local-languages.ts';
import type { ImportNotice, ProblemDraft } from './problem-draft.ts';
import { stageCases } from './stage-cases.ts';

const DISPLAY_ID = new RegExp(`^[A-Za-z0-9_-]{1,${PROBLEM_FORM_LIMITS.displayIdMax}}$`);

/** Known languages, each once; none → every local language (as the formats mean an empty list). */
function languagesOf(draft: ProblemDraft): string[] {
  const names = [...new Set(draft.languages.map(localLanguageNamed).filter((n): n is string => n !== null))];
  return names.length ? names : LANGUAGES.map((l) => l.name);
}

/** Templates of the problem's languages with code, the first of each language. */
function templatesOf(draft: ProblemDraft, languages: string[]) {
  const byLanguage = new Map<string, string>();
  for (const t of draft.templates) {
    const language = localLanguageNamed(t.language);
    if (language && languages.includes(language) && t.code.trim() && !byLanguage.has(language)) byLanguage.set(language, t.code);
  }
  return [...byLanguage].map(([language, code]) => ({ language, code, status: true }));
}

/** Tag names trimmed, each once ignoring case. */
function tagsOf(draft: ProblemDraft) {
  const seen = new Set<string>();
  return draft.tags
    .map((name) => name.trim())
    .filter((name) => name && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .map((name) => ({ name }));
}

function payloadOf(draft: ProblemDraft, problemId: string, upload: ReturnType<typeof stageCases>) {
  const languages = languagesOf(draft);
  return ProblemSavePayloadSchema.parse({
    problem: { ...draft.problem, problemId },
    judgeMode: draft.judgeMode,
    languages,
    codeTemplates: templatesOf(draft, languages),
    tags: tagsOf(draft),
    isUploadTestCase: true,
    uploadTestcaseDir: upload.dir,
    samples: upload.samples,
  });
}

/**
 * The display id to save under: the file's when valid and free. A taken (or invalid) one is never overwritten
 * nor refused: the problem gets a new id (P<pid>) and the rename is reported, so every problem of the file
 * still arrives and nothing existing changes.
 */
async function displayIdFor(tx: Tx, wanted: string): Promise<{ problemId: string; clash: 'taken' | 'invalid' | null }> {
  const id = wanted.trim().toUpperCase();
  if (!id) return { problemId: '', clash: null };
  if (!DISPLAY_ID.test(id)) return { problemId: '', clash: 'invalid' };
  const taken = await findProblemByDisplayId(tx, id);
  return taken ? { problemId: '', clash: 'taken' } : { problemId: id, clash: null };
}

export interface SavedDraft extends ProblemSaveResult {
  /** Set when the file's display id could not be kept. */
  renamed: ImportNotice | null;
}

export async function saveDraft(db: Db, dataDir: string, user: Manager, draft: ProblemDraft): Promise<SavedDraft> {
  const upload = stageCases(dataDir, draft.cases);
  try {
    // The display id is chosen in the transaction below; the blank one here passes the form's rules.
    const prepared = await prepareSave(db, dataDir, user, payloadOf(draft, '', upload), 'create');
    const saved = await db.transaction(async (tx) => {
      const wanted = draft.problem.problemId ?? '';
      const { problemId, clash } = await displayIdFor(tx, wanted);
      const saved = await writeSave(tx, prepared, problemId);
      if (draft.author?.trim()) await setProblemAuthor(tx, saved.pid, draft.author.trim());
      if (draft.solutions.length) await tx.insert(referenceSolutions).values(draft.solutions.map((s) => ({ pid: saved.pid, ...s })));
      const renamed: ImportNotice | null = clash && {
        key: clash === 'taken' ? 'Import_display_id_taken' : 'Import_display_id_invalid',
        params: { wanted, problemId: saved.problemId },
      };
      return { ...saved, renamed };
    });
    problemListChanged();
    return saved;
  } finally {
    removeUpload(dataDir, upload.dir);
  }
}
