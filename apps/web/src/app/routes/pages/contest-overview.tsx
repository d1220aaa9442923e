// The contest's overview tab (/contest/:contestID): registration when needed and the description.
import { ContestOverview } from '@/features/contests/components/contest-overview';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';

export default function ContestOverviewPage() {
  return <ContestOverview state={useContestOutlet()} />;
}
