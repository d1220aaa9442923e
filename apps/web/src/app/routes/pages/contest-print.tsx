// The contest's print tab (/contest/:contestID/print), when the contest has printing on.
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { HelperGuard } from '@/features/contest-helpers/components/helper-guard';
import { PrintForm } from '@/features/contest-helpers/components/print-form';

export default function ContestPrintPage() {
  const state = useContestOutlet();
  return (
    <ContestUnlocked state={state}>
      <HelperGuard allowed={state.contest.openPrint} reason="printClosed">
        <PrintForm cid={state.contest.id} />
      </HelperGuard>
    </ContestUnlocked>
  );
}
