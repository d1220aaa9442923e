// One submission by its id on the rejudge tab (super admin): judge it again, or cancel it after a confirmation.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withDialogs } from '@/lib/app-dialogs';
import { cancelJudge, rejudge } from '@/lib/api/judge-actions';
import { contestKeys } from '@/lib/query-keys';
import { notify } from '@/lib/notify';

export function SubmissionActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [submitId, setSubmitId] = useState<number | null>(null);
  const action = useMutation({
    mutationFn: ({ kind, id }: { kind: 'rejudge' | 'cancel'; id: number }) => (kind === 'rejudge' ? rejudge(id) : cancelJudge(id)),
    onSuccess: (_, { kind }) =>
      notify.success(t(kind === 'rejudge' ? 'contestHelpers:rejudge.oneDone' : 'contestHelpers:rejudge.cancelDone')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
  const run = (kind: 'rejudge' | 'cancel') => {
    if (submitId === null) return notify.error(t('contestHelpers:rejudge.idRequired'));
    if (kind === 'rejudge') return action.mutate({ kind, id: submitId });
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('contestHelpers:rejudge.cancelTitle', { id: submitId }),
        okButtonProps: { danger: true, 'data-testid': 'cancel-submission-confirm' },
        onOk: () => action.mutateAsync({ kind, id: submitId }),
      }),
    );
  };
  return (
    <Space wrap className="ch-one-submission" data-testid="submission-actions">
      <Typography.Text>{t('contestHelpers:rejudge.one')}</Typography.Text>
      <InputNumber
        min={1}
        precision={0}
        value={submitId}
        onChange={(value) => setSubmitId(value)}
        placeholder={t('contestHelpers:rejudge.submitId')}
        data-testid="submission-id-input"
      />
      <Button icon={<RedoOutlined />} loading={action.isPending} onClick={() => run('rejudge')} data-testid="rejudge-one">
        {t('contestHelpers:rejudge.rejudgeOne')}
      </Button>
      <Button danger icon={<StopOutlined />} loading={action.isPending} onClick={() => run('cancel')} data-testid="cancel-one">
        {t('contestHelpers:rejudge.cancelOne')}
      </Button>
    </Space>
  );
}
