// The contest's submissions tab (/contest/:contestID/submissions), locked for non-admins until they may enter.
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { ContestSubmissionList } from '@/features/contests/components/contest-submission-list';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';

export default function ContestSubmissionsPage() {
  const state = useContestOutlet();
  return (
    <ContestUnlocked state={state}>
      <ContestSubmissionList state={state} />
    </ContestUnlocked>
  );
}
