// Back-office group problem review (/manage/group-problem/apply): root and problem admins approve or refuse the
// group problems applying to be public; an admin (1001) would only meet the server's refusal.
import '@/locales/need/more';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplyReview } from '@/features/group-problem-apply/components/apply-review';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import '@/features/manage-problems/manage-problems.css';

export default function ManageGroupProblemApplyPage() {
  const { t } = useTranslation();
  const { manageAll } = useProblemRights();
  if (!manageAll) return <Result status="403" title={t('groupProblemApply:forbidden')} data-testid="group-problem-apply-forbidden" />;
  return <ApplyReview />;
}
