// The contest's problems tab (/contest/:contestID/problems), locked for non-admins until they may enter.
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { ContestProblemTable } from '@/features/contests/components/contest-problem-table';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';

export default function ContestProblemsPage() {
  const state = useContestOutlet();
  return (
    <ContestUnlocked state={state}>
      <ContestProblemTable state={state} />
    </ContestUnlocked>
  );
}
