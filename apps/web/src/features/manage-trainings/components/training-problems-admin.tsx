// A training's problems in the back office: search, "add from public problems", and per row the editable rank,
// the read-only auth and removal after a confirmation.
import '@/locales/need/more';
import { useState, type HTMLAttributes } from 'react';
import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTraining, AdminTrainingProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { ProblemAuthTag } from '@/components/problem-auth-select';
import { useAdminTrainingProblems, useRemoveTrainingProblem } from '../api/training-problems';
import { useProblemListState } from '@/hooks/use-problem-list-state';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { ProblemRankInput } from './problem-rank-input';
import { PublicProblemPicker } from './public-problem-picker';

export function TrainingProblemsAdmin({ training }: { training: AdminTraining }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useTrainingAdminScope();
  const tid = training.id;
  const { state, search, pagination } = useProblemListState();
  const query = useAdminTrainingProblems(tid, { ...state, queryExisted: true });
  const remove = useRemoveTrainingProblem();
  const confirmDelete = useConfirmDelete();
  const [pickerOpen, setPickerOpen] = useState(false);

  const askRemove = (row: AdminTrainingProblem) =>
    confirmDelete({
      title: t('training:manage.removeTitle'),
      content: t('training:manage.removeContent', { id: row.problemId, title: row.title }),
      onConfirm: () => remove.mutateAsync({ tid, pid: row.pid }),
    });

  const columns: ColumnsType<AdminTrainingProblem> = [
    { title: t('training:manage.id'), dataIndex: 'pid', width: 70 },
    { title: t('training:manage.displayId'), dataIndex: 'problemId', width: 120 },
    { title: t('training:list.title'), dataIndex: 'title', ellipsis: true },
    { title: t('training:list.author'), dataIndex: 'author', width: 120, render: (author: string | null) => author ?? '-' },
    {
      title: t('training:list.rank'),
      dataIndex: 'rank',
      width: 150,
      // Keyed by the stored rank: a saved change (and the re-sorted list) resets the field.
      render: (rank: number | null, row) => <ProblemRankInput key={`${row.pid}-${rank}`} tid={tid} pid={row.pid} rank={rank ?? 0} />,
    },
    { title: t('training:manage.problemAuth'), dataIndex: 'auth', width: 100, render: (auth: number) => <ProblemAuthTag auth={auth} /> },
    {
      title: t('training:manage.actions'),
      key: 'remove',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Tooltip title={t('training:manage.removeProblem')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() => askRemove(row)}
            data-testid={`remove-problem-${row.problemId}`}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <div data-testid="training-problems-admin">
      <Typography.Title level={4} className="mt-heading">
        {training.title}
      </Typography.Title>
      <div className="mp-toolbar">
        <Space wrap>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(training.parentId === null ? scope.paths.list : scope.paths.chapters(training.parentId))}
            data-testid="training-problems-back"
          >
            {t(training.parentId === null ? 'training:manage.backToList' : 'chapters:admin.backToChapters')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPickerOpen(true)} data-testid="open-problem-picker">
            {t(scope.pickerTitle)}
          </Button>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('training:manage.problemSearch')}
          onSearch={(value) => search(value.trim())}
          className="mp-search"
          data-testid="training-problem-search"
        />
      </div>
      <QueryState query={query} rows={6}>
        {(page) => (
          <Table<AdminTrainingProblem>
            rowKey="pid"
            size="middle"
            loading={query.isFetching}
            dataSource={page.records}
            columns={columns}
            pagination={pagination(page.total)}
            scroll={{ x: 800 }}
            locale={{ emptyText: t('training:detail.noProblems') }}
            onRow={(row) => ({ 'data-testid': `admin-training-problem-${row.problemId}` }) as HTMLAttributes<HTMLElement>}
            data-testid="training-problems-table"
          />
        )}
      </QueryState>
      <PublicProblemPicker tid={tid} open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </div>
  );
}
