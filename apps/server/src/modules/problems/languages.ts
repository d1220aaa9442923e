// Language queries of the problem pages: the local judge's languages, and the ones a problem accepts.
import { and, desc, eq } from 'drizzle-orm';
import type { LanguageInfo } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { languages, problemLanguages } from './tables.ts';
import { LOCAL_OJ } from './tags.ts';

const languageColumns = {
  id: languages.id,
  key: languages.key,
  name: languages.name,
  description: languages.description,
  compileCommand: languages.compileCommand,
  template: languages.template,
  contentType: languages.contentType,
  oj: languages.oj,
  isSpj: languages.isSpj,
};

/** The local judge's languages, picker order (seq, higher first). */
export async function localLanguages(db: Db): Promise<LanguageInfo[]> {
  return db.select(languageColumns).from(languages).where(eq(languages.oj, LOCAL_OJ)).orderBy(desc(languages.seq), languages.id);
}

/** The languages a problem accepts; a problem without a list accepts every local language. */
export async function problemLanguageList(db: Db, pid: number): Promise<LanguageInfo[]> {
  const own = await db
    .select(languageColumns)
    .from(problemLanguages)
    .innerJoin(languages, eq(languages.id, problemLanguages.lid))
    .where(eq(problemLanguages.pid, pid))
    .orderBy(desc(languages.seq), languages.id);
  return own.length ? own : localLanguages(db);
}

/** Whether the local judge has a language of this name (the submit form's check). */
export async function isLocalLanguage(db: Db | Tx, name: string): Promise<boolean> {
  const [known] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.name, name), eq(languages.oj, LOCAL_OJ)));
  return known !== undefined;
}

/** The names of the languages on a problem's own list (empty: it accepts every local language). */
export async function problemLanguageNames(db: Db | Tx, pid: number): Promise<string[]> {
  const rows = await db
    .select({ name: languages.name })
    .from(problemLanguages)
    .innerJoin(languages, eq(languages.id, problemLanguages.lid))
    .where(eq(problemLanguages.pid, pid));
  return rows.map((r) => r.name);
}
