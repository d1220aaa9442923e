// The contest admins' print requests tab (/contest/:contestID/admin-print).
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { AdminPrintList } from '@/features/contest-helpers/components/admin-print-list';
import { HelperGuard } from '@/features/contest-helpers/components/helper-guard';

export default function ContestAdminPrintPage() {
  const { contest } = useContestOutlet();
  return (
    <HelperGuard allowed={contest.isAdmin} reason="adminOnly">
      <AdminPrintList cid={contest.id} />
    </HelperGuard>
  );
}
