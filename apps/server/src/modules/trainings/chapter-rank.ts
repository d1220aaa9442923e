// get-training-chapter-rank (docs/trainings-chapters.md "Chapter rank"): the training rank's users, order, keyword
// and real names (rank.ts) over the shown problems of the training's visible chapters, with one cell per chapter:
// its problems solved, their best accepted run times summed and a status (-1 none solved, 0 some, 1 all).
import { JudgeStatus, type ChapterProgress, type ChapterRankPage, type TrainingChapterRankQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { problemSetCells } from '../submissions/index.ts';
import type { Caller } from './access.ts';
import { visibleChapters } from './chapters.ts';
import { shownChapterProblems } from './problems.ts';
import { rankedUsers, rankSubject } from './rank.ts';

interface Chapter {
  id: number;
  title: string;
  pids: number[];
}

function progressOf(chapter: Chapter, solved: Map<number, number>): ChapterProgress {
  const runTimes = chapter.pids.filter((pid) => solved.has(pid)).map((pid) => solved.get(pid)!);
  const acCount = runTimes.length;
  const problemCount = chapter.pids.length;
  return {
    title: chapter.title,
    status: acCount === 0 ? -1 : acCount === problemCount ? 1 : 0,
    acCount,
    problemCount,
    runTime: runTimes.reduce((sum, t) => sum + t, 0),
  };
}

/** 404, 401, 403 as get-training-rank; a training without chapters (or a chapter) ranks nobody. */
export async function trainingChapterRank(db: Db, query: TrainingChapterRankQuery, viewer: Caller): Promise<ChapterRankPage> {
  const subject = await rankSubject(db, query.tid, viewer);
  const [rows, problems] = await Promise.all([visibleChapters(db, subject.training.id), shownChapterProblems(db, subject.training)]);
  const chapters: Chapter[] = rows.map((c) => ({ ...c, pids: problems.filter((p) => p.chapterId === c.id).map((p) => p.pid) }));
  const columns = chapters.map((c) => ({ id: c.id, title: c.title, problemCount: c.pids.length }));
  const pids = [...new Set(problems.map((p) => p.pid))];
  if (!pids.length) return { records: [], total: 0, chapters: columns };
  const { records, total } = await rankedUsers(db, subject, pids, query);
  // Per user, the best accepted run time of each problem solved.
  const solved = new Map<string, Map<number, number>>(records.map((r) => [r.uid, new Map()]));
  const cells = await problemSetCells(
    db,
    pids,
    records.map((r) => r.uid),
  );
  for (const cell of cells) if (cell.status === JudgeStatus.Accepted) solved.get(cell.uid)!.set(cell.pid, cell.runTime ?? 0);
  return {
    records: records.map((r) => ({
      ...r,
      chapterProgressMap: Object.fromEntries(chapters.map((c) => [String(c.id), progressOf(c, solved.get(r.uid)!)])),
    })),
    total,
    chapters: columns,
  };
}
