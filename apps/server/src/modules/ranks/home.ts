// The user home (reference §6): the public profile and the practice figures, by uid, else username, else self.
import type { CalendarHeatmap, SolvedProblem, UserHomeInfo, UserHomeQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../plugins/app/errors.ts';
import { publicProfile, type PublicProfile } from '../accounts/index.ts';
import { practiceHeatmap, userPracticeProblems } from '../submissions/index.ts';

/** Whose home a query asks for; 401 when it names nobody and nobody is signed in, 404 when it names no user. */
async function profileOf(db: Db, query: UserHomeQuery, viewerUid: string | undefined): Promise<PublicProfile> {
  const who = query.uid || query.username ? query : viewerUid ? { uid: viewerUid } : null;
  if (!who) throw unauthorized();
  const profile = await publicProfile(db, who);
  if (!profile) throw notFound('User_not_found');
  return profile;
}

export async function userHomeInfo(db: Db, query: UserHomeQuery, viewerUid?: string): Promise<UserHomeInfo> {
  const profile = await profileOf(db, query, viewerUid);
  const problems = await userPracticeProblems(db, profile.uid);
  const solved = problems.filter((p) => p.solved);
  const solvedGroupByDifficulty: Record<string, SolvedProblem[]> = {};
  for (const { id, problemId, title, difficulty } of solved)
    (solvedGroupByDifficulty[difficulty] ??= []).push({ id, problemId, title, difficulty });
  const scoreList = problems.flatMap((p) => (p.best === null ? [] : [p.best]));
  return {
    ...profile,
    rating: null,
    total: problems.reduce((sum, p) => sum + p.submissions, 0),
    solvedList: solved.map((p) => p.problemId),
    solvedGroupByDifficulty,
    scoreList,
    score: scoreList.reduce((sum, s) => sum + s, 0),
  };
}

export async function userHeatmap(db: Db, query: UserHomeQuery, viewerUid?: string): Promise<CalendarHeatmap> {
  const profile = await profileOf(db, query, viewerUid);
  return practiceHeatmap(db, profile.uid);
}
