// Problems service: problem queries other domains need (the problems issue adds the rest).
import { desc } from 'drizzle-orm';
import { LANGUAGES, type RecentProblem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { languages, problems } from './tables.ts';
import { bankCondition } from './visibility.ts';

/** The home page's latest updated public, non-group problems. */
export async function recentUpdatedProblems(db: Db, limit = 10): Promise<RecentProblem[]> {
  const rows = await db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      type: problems.type,
      gmtModified: problems.gmtModified,
    })
    .from(problems)
    .where(bankCondition(undefined))
    .orderBy(desc(problems.gmtModified), desc(problems.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, gmtModified: r.gmtModified.toISOString() }));
}

/** The languages table follows the shared language table; run on every start. */
export async function syncLanguages(db: Db): Promise<void> {
  for (const [index, l] of LANGUAGES.entries()) {
    const row = {
      key: l.key,
      name: l.name,
      description: l.description,
      contentType: l.contentType,
      compileCommand: (l.compile ?? l.run).join(' '),
      template: l.template,
      isSpj: l.isSpj,
      seq: LANGUAGES.length - index,
      timeFactor: l.timeFactor,
      memoryFactor: l.memoryFactor,
    };
    await db.insert(languages).values(row).onConflictDoUpdate({ target: languages.key, set: row });
  }
}
