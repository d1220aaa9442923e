// The contest admins' AC info (balloons) tab (/contest/:contestID/ac-info).
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { AcInfoList } from '@/features/contest-helpers/components/ac-info-list';
import { HelperGuard } from '@/features/contest-helpers/components/helper-guard';

export default function ContestAcInfoPage() {
  const { contest } = useContestOutlet();
  return (
    <HelperGuard allowed={contest.isAdmin} reason="adminOnly">
      <AcInfoList cid={contest.id} />
    </HelperGuard>
  );
}
