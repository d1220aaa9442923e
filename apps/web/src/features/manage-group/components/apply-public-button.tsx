// The "apply to be public" action of a group problem (spec 002 §4): none or refused → apply, applying → cancel, both
// after a confirmation (§8); the refused state shows beside the button.
import '@/locales/need/more';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress, type GroupAdminProblem } from '@verdict/shared';
import { ApplyProgressTag } from '@/components/tags/apply-progress-tag';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useApplyPublic } from '../api/group-apply-public';

export function ApplyPublicButton({ gid, row }: { gid: number; row: GroupAdminProblem }) {
  const { t } = useTranslation();
  const mutation = useApplyPublic(gid);
  const applying = row.applyPublicProgress === ApplyPublicProgress.Applying;
  const confirm = () =>
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t(applying ? 'groupProblemApply:cancelTitle' : 'groupProblemApply:applyTitle'),
        content: t(applying ? 'groupProblemApply:cancelContent' : 'groupProblemApply:applyContent', { id: row.problemId }),
        okText: t('groupProblemApply:confirm'),
        okButtonProps: { 'data-testid': 'confirm-apply-public' },
        cancelText: t('groupProblemApply:dismiss'),
        onOk: async () => {
          await mutation.mutateAsync({ pid: row.pid, isApplied: !applying });
          notify.success(t(applying ? 'groupProblemApply:cancelled' : 'groupProblemApply:applied'));
        },
      }),
    );
  return (
    <Space size={4} wrap>
      {row.applyPublicProgress === ApplyPublicProgress.Refused && <ApplyProgressTag progress={row.applyPublicProgress} />}
      <Button size="small" onClick={confirm} data-testid={`apply-public-${row.pid}`}>
        {t(applying ? 'groupProblemApply:cancelApply' : 'groupProblemApply:apply')}
      </Button>
    </Space>
  );
}
