// The super admin's rejudge tab (/contest/:contestID/rejudge; the route admits the super admin only): the contest's
// problems, each rejudged as a whole.
import { QueryState } from '@/components/query-state';
import { useContestProblems } from '@/features/contests/api/get-contest-problems';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { RejudgeList } from '@/features/contest-helpers/components/rejudge-list';
import { useSession } from '@/lib/session';

export default function ContestRejudgePage() {
  const { contest } = useContestOutlet();
  const query = useContestProblems(contest.id, useSession().user?.uid ?? null);
  return <QueryState query={query}>{(problems) => <RejudgeList cid={contest.id} problems={problems} />}</QueryState>;
}
