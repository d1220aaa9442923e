// Back-office problem table: id, display id, title, author, inline visibility, rule type, modified time and actions.
import '@/locales/need/more';
import { Button, Space, Table, Tooltip, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminProblemListItem } from '@verdict/shared';
import { ProblemType } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { useDeleteProblem } from '../api/delete-problem';
import { useDownloadTestcase } from '../api/download-testcase';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useProblemRights } from '../hooks/use-problem-rights';
import { problemListPagination, type ProblemListPaging } from '@/lib/list-paging';
import { ProblemAuthSelect } from '@/components/problem-auth-select';

export const editProblemPath = (pid: number) => `/manage/problem/edit/${pid}`;

function RowActions({ row, editable }: { row: AdminProblemListItem; editable: boolean }) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const remove = useDeleteProblem();
  const download = useDownloadTestcase();

  const askDelete = () =>
    confirmDelete({
      title: t('manageProblems:list.deleteTitle'),
      content: t('manageProblems:list.deleteContent', { id: row.problemId, title: row.title }),
      onConfirm: () => remove.mutateAsync(row.id),
    });

  return (
    <Space size={4}>
      <Tooltip title={t('manageProblems:action.edit')}>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          disabled={!editable}
          onClick={() => navigate(editProblemPath(row.id))}
          data-testid={`edit-problem-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('manageProblems:action.downloadCases')}>
        <Button
          size="small"
          type="text"
          icon={<DownloadOutlined />}
          disabled={!editable || row.isRemote}
          loading={download.isPending}
          onClick={() => download.mutate(row.id)}
          data-testid={`download-cases-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('manageProblems:action.delete')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={!editable}
          onClick={askDelete}
          data-testid={`delete-problem-${row.id}`}
        />
      </Tooltip>
    </Space>
  );
}

export function ProblemListTable(paging: ProblemListPaging) {
  const { page, loading } = paging;
  const { t } = useTranslation();
  const rights = useProblemRights();

  const columns: ColumnsType<AdminProblemListItem> = [
    { title: t('manageProblems:list.id'), dataIndex: 'id', width: 80 },
    {
      title: t('manageProblems:list.displayId'),
      dataIndex: 'problemId',
      width: 130,
      render: (problemId: string) => <Typography.Text code>{problemId}</Typography.Text>,
    },
    {
      title: t('manageProblems:list.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={`/problem/${encodeURIComponent(row.problemId)}`} target="_blank">
          {title}
        </Link>
      ),
    },
    { title: t('manageProblems:list.author'), dataIndex: 'author', width: 130, ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: t('manageProblems:list.auth'),
      dataIndex: 'auth',
      width: 130,
      render: (auth: number, row) => (
        <ProblemAuthSelect pid={row.id} auth={auth} editable={rights.canManage(row)} mayPublish={rights.manageAll} />
      ),
    },
    {
      title: t('manageProblems:list.type'),
      dataIndex: 'type',
      width: 80,
      render: (type: number) => (type === ProblemType.OI ? 'OI' : 'ACM'),
    },
    {
      title: t('manageProblems:list.modified'),
      dataIndex: 'gmtModified',
      width: 170,
      render: (value: string, row) => (
        <Tooltip title={row.modifiedUser ? t('manageProblems:list.modifiedBy', { user: row.modifiedUser }) : undefined}>
          {formatDateTime(value)}
        </Tooltip>
      ),
    },
    {
      title: t('manageProblems:list.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => <RowActions row={row} editable={rights.canManage(row)} />,
    },
  ];

  return (
    <Table<AdminProblemListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page.records}
      loading={loading}
      scroll={{ x: 1000 }}
      data-testid="problem-table"
      onRow={(row) => ({ 'data-testid': `problem-row-${row.problemId}` }) as HTMLAttributes<HTMLElement>}
      pagination={problemListPagination(t, paging)}
    />
  );
}
