// A reviewer's actions on a group problem (reference §8): approve (after a confirmation: the problem leaves its group
// for the public list) or refuse; a refused one may be approved later, a public one has nothing left to do.
import '@/locales/need/more';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress, type GroupProblemApplyRow } from '@verdict/shared';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useChangeApplyProgress } from '../api/group-problem-apply';

export function ApplyReviewActions({ row }: { row: GroupProblemApplyRow }) {
  const { t } = useTranslation();
  const change = useChangeApplyProgress();
  if (row.applyPublicProgress === ApplyPublicProgress.Public) return null;
  const approve = () =>
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('groupProblemApply:approveTitle'),
        content: t('groupProblemApply:approveContent', { id: row.problemId }),
        okText: t('groupProblemApply:approve'),
        okButtonProps: { 'data-testid': 'confirm-approve' },
        cancelText: t('groupProblemApply:dismiss'),
        onOk: async () => {
          await change.mutateAsync({ pid: row.pid, progress: ApplyPublicProgress.Public });
          notify.success(t('groupProblemApply:approved'));
        },
      }),
    );
  const refuse = async () => {
    await change.mutateAsync({ pid: row.pid, progress: ApplyPublicProgress.Refused });
    notify.success(t('groupProblemApply:refused'));
  };
  return (
    <Space size={4} wrap>
      <Button size="small" type="primary" onClick={approve} data-testid={`approve-${row.pid}`}>
        {t('groupProblemApply:approve')}
      </Button>
      {row.applyPublicProgress === ApplyPublicProgress.Applying && (
        <Button size="small" danger loading={change.isPending} onClick={() => void refuse()} data-testid={`refuse-${row.pid}`}>
          {t('groupProblemApply:refuse')}
        </Button>
      )}
    </Space>
  );
}
