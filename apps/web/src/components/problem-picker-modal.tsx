// The "add from public problems" dialog shared by the training and contest back offices: the public problems the
// set lacks, searched and paged, each with an Add button; the caller owns the query and what adding means.
import '@/locales/need/more';
import { Button, Input, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import type { ProblemListState } from '@/hooks/use-problem-list-state';
import './problem-picker-modal.css';

export interface PickerRow {
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
}

interface ProblemPickerModalProps<R extends PickerRow> {
  open: boolean;
  onClose: () => void;
  list: ProblemListState;
  query: UseQueryResult<PageResult<R>>;
  /** The problem being added, if any. */
  addingPid: number | null;
  onAdd: (row: R) => void;
  /** The dialog's title; "add from public problems" by default. */
  title?: string;
}

export function ProblemPickerModal<R extends PickerRow>({
  open,
  onClose,
  list,
  query,
  addingPid,
  onAdd,
  title,
}: ProblemPickerModalProps<R>) {
  const { t } = useTranslation();
  const columns: ColumnsType<R> = [
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
          loading={addingPid === row.pid}
          onClick={() => onAdd(row)}
          data-testid={`picker-add-${row.problemId}`}
        >
          {t('training:manage.add')}
        </Button>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      title={title ?? t('training:manage.addFromPublic')}
      footer={null}
      onCancel={onClose}
      width={820}
      data-testid="problem-picker"
    >
      <Input.Search
        allowClear
        placeholder={t('training:manage.problemSearch')}
        onSearch={(value) => list.search(value.trim())}
        className="mp-search mt-picker-search"
        data-testid="picker-search"
      />
      <QueryState query={query} rows={4}>
        {(page) => (
          <Table<R>
            rowKey="pid"
            size="small"
            loading={query.isFetching}
            dataSource={page.records}
            columns={columns}
            pagination={list.pagination(page.total)}
            scroll={{ x: 600 }}
            locale={{ emptyText: t('training:manage.noPublicProblems') }}
            data-testid="picker-table"
          />
        )}
      </QueryState>
    </Modal>
  );
}
