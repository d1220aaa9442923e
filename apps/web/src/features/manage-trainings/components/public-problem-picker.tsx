// "Add from public problems": the public problems the training lacks, searched and paged, each with an Add button.
import { Button, Input, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminTrainingProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { notify } from '@/lib/notify';
import { useAddTrainingProblem, useAdminTrainingProblems } from '../api/training-problems';
import { useProblemListState } from '../hooks/use-problem-list-state';

export function PublicProblemPicker({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, search, pagination } = useProblemListState();
  const query = useAdminTrainingProblems(tid, { ...state, queryExisted: false }, open);
  const add = useAddTrainingProblem();
  const columns: ColumnsType<AdminTrainingProblem> = [
    { title: t('training:manage.id'), dataIndex: 'pid', width: 70 },
    { title: t('training:manage.displayId'), dataIndex: 'problemId', width: 120 },
    { title: t('training:list.title'), dataIndex: 'title', ellipsis: true },
    { title: t('training:list.author'), dataIndex: 'author', width: 120, render: (author: string | null) => author ?? '-' },
    {
      title: t('training:manage.actions'),
      key: 'add',
      width: 90,
      render: (_, row) => (
        <Button
          size="small"
          type="primary"
          ghost
          icon={<PlusOutlined />}
          loading={add.isPending && add.variables.pid === row.pid}
          onClick={() => add.mutate({ tid, pid: row.pid }, { onSuccess: () => notify.success(t('training:toast.added')) })}
          data-testid={`picker-add-${row.problemId}`}
        >
          {t('training:manage.add')}
        </Button>
      ),
    },
  ];
  return (
    <Modal open={open} title={t('training:manage.addFromPublic')} footer={null} onCancel={onClose} width={820} data-testid="problem-picker">
      <Input.Search
        allowClear
        placeholder={t('training:manage.problemSearch')}
        onSearch={(value) => search(value.trim())}
        className="mp-search mt-picker-search"
        data-testid="picker-search"
      />
      <QueryState query={query} rows={4}>
        {(page) => (
          <Table<AdminTrainingProblem>
            rowKey="pid"
            size="small"
            loading={query.isFetching}
            dataSource={page.records}
            columns={columns}
            pagination={pagination(page.total)}
            scroll={{ x: 600 }}
            locale={{ emptyText: t('training:manage.noPublicProblems') }}
            data-testid="picker-table"
          />
        )}
      </QueryState>
    </Modal>
  );
}
