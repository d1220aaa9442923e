// Back-office batch operations (/manage/problem/batch-operation): import problem files, export problems, and
// verify problems by judging their reference solutions. Root and problem admins only.
import '@/locales/need/more';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import { ExportCard } from '@/features/problem-batch/components/export-card';
import { ImportCard } from '@/features/problem-batch/components/import-card';
import { VerificationCard } from '@/features/problem-batch/components/verification-card';
import { useVerification } from '@/features/problem-batch/hooks/use-verification';
import '@/features/problem-batch/problem-batch.css';

export default function ManageProblemBatchPage() {
  const { t } = useTranslation();
  const { manageAll } = useProblemRights();
  if (!manageAll) {
    return (
      <Result
        status="403"
        title={t('problemBatch:forbidden.title')}
        subTitle={t('problemBatch:forbidden.detail')}
        data-testid="batch-forbidden"
      />
    );
  }
  return <BatchOperations />;
}

/** Admins (1001) would only meet the server's refusal, so nothing here is fetched for them. */
function BatchOperations() {
  const verification = useVerification();
  return (
    <div className="pb-page" data-testid="problem-batch">
      <ImportCard onVerify={verification.start} verifying={verification.starting} />
      <ExportCard onVerify={verification.start} verifying={verification.starting} />
      <VerificationCard verification={verification} />
    </div>
  );
}
