// The super admin's rejudge tab (spec 001 §2 ContestRejudgeAdmin, §8): the contest's problems, each rejudged as a
// whole after a confirmation, and one submission by its id rejudged or cancelled.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContestProblem } from '@verdict/shared';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useRejudgeContestProblem } from '../api/rejudge';
import { SubmissionActions } from './submission-actions';
import '../contest-helpers.css';

export function RejudgeList({ cid, problems }: { cid: number; problems: ContestProblem[] }) {
  const { t } = useTranslation();
  const rejudge = useRejudgeContestProblem(cid);

  const ask = (row: ContestProblem) =>
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('contestHelpers:rejudge.confirmTitle', { id: row.displayId }),
        content: t('contestHelpers:rejudge.confirmContent'),
        okText: t('contestHelpers:rejudge.ok'),
        cancelText: t('contestHelpers:rejudge.cancel'),
        okButtonProps: { 'data-testid': 'rejudge-confirm' },
        onOk: async () => {
          const { count } = await rejudge.mutateAsync(row.pid);
          notify.success(t('contestHelpers:rejudge.done', { count }));
        },
      }),
    );

  const columns: ColumnsType<ContestProblem> = [
    {
      title: t('contestHelpers:rejudge.problem'),
      dataIndex: 'displayId',
      render: (displayId: string, row) => (
        <span>
          {row.color && <span className="ch-balloon" style={{ background: row.color }} />}
          {displayId}. {row.displayTitle}
        </span>
      ),
    },
    { title: t('contestHelpers:rejudge.ac'), dataIndex: 'ac', width: 80, responsive: ['sm'] },
    { title: t('contestHelpers:rejudge.total'), dataIndex: 'total', width: 80, responsive: ['sm'] },
    {
      title: t('contestHelpers:rejudge.actions'),
      key: 'rejudge',
      width: 150,
      render: (_, row) => (
        <Button size="small" danger icon={<RedoOutlined />} onClick={() => ask(row)} data-testid={`rejudge-${row.displayId}`}>
          {t('contestHelpers:rejudge.rejudge')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="rejudge-list">
      <Typography.Text type="secondary" className="ch-hint">
        {t('contestHelpers:rejudge.hint')}
      </Typography.Text>
      <Table<ContestProblem>
        rowKey="pid"
        size="middle"
        dataSource={problems}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('contestHelpers:rejudge.empty') }}
        onRow={(row) => ({ 'data-testid': `rejudge-row-${row.displayId}` }) as HTMLAttributes<HTMLElement>}
      />
      <SubmissionActions />
    </div>
  );
}
