// The contest's rank tab (/contest/:contestID/rank): the ACM or OI board of the contest with its problems.
import type { ContestState } from '@/features/contests/hooks/use-contest-state';
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { useContestProblems } from '@/features/contests/api/get-contest-problems';
import { ContestBoard } from '@/features/contest-board/components/contest-board';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { contestProblemPath } from '@/lib/paths/contests';

function RankBoard({ state }: { state: ContestState }) {
  const { user } = useSession();
  const { contest, status } = state;
  const problems = useContestProblems(contest.id, user?.uid ?? null);
  return (
    <QueryState query={problems} rows={8}>
      {(list) => (
        <ContestBoard
          source="rank"
          contest={contest}
          status={status}
          problems={list}
          problemLink={(displayId) => contestProblemPath(contest.id, displayId)}
        />
      )}
    </QueryState>
  );
}

export default function ContestRankPage() {
  const state = useContestOutlet();
  return (
    <ContestUnlocked state={state}>
      <RankBoard state={state} />
    </ContestUnlocked>
  );
}
