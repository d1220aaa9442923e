// Back-office training table: id, rank, title, auth, category, visible switch, author, modified and the row actions
// (edit, problems, delete for root after a confirmation).
import type { HTMLAttributes } from 'react';
import { Button, Space, Table, Tooltip, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTraining } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { CategoryTag } from '@/components/tags/category-tag';
import { TrainingAuthTag } from '@/components/tags/training-auth-tag';
import { useDeleteTraining } from '../api/training-admin-actions';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { useTrainingRights } from '../hooks/use-training-rights';
import { TrainingStatusSwitch } from './training-status-switch';

function RowActions({ row, editable, deletable }: { row: AdminTraining; editable: boolean; deletable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = useTrainingAdminScope();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteTraining();
  return (
    <Space size={4}>
      <Tooltip title={t('training:manage.edit')}>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          disabled={!editable}
          onClick={() => navigate(paths.edit(row.id))}
          data-testid={`edit-training-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('training:manage.problems')}>
        <Button
          size="small"
          type="text"
          icon={<UnorderedListOutlined />}
          disabled={!editable}
          onClick={() => navigate(paths.problems(row.id))}
          data-testid={`training-problems-${row.id}`}
        />
      </Tooltip>
      {deletable && (
        <Tooltip title={t('training:manage.delete')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() =>
              confirmDelete({
                title: t('training:manage.deleteTitle'),
                content: t('training:manage.deleteContent', { title: row.title }),
                onConfirm: () => remove.mutateAsync(row.id),
              })
            }
            data-testid={`delete-training-${row.id}`}
          />
        </Tooltip>
      )}
    </Space>
  );
}

export function AdminTrainingTable({
  rows,
  loading,
  pagination,
}: {
  rows: AdminTraining[];
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation();
  const rights = useTrainingRights();
  const { paths, categories } = useTrainingAdminScope();
  const columns: ColumnsType<AdminTraining> = [
    { title: t('training:manage.id'), dataIndex: 'id', width: 70 },
    { title: t('training:list.rank'), dataIndex: 'rank', width: 90 },
    {
      title: t('training:list.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={paths.view(row.id)} target="_blank">
          {title}
        </Link>
      ),
    },
    {
      title: t('training:list.auth'),
      dataIndex: 'auth',
      width: 100,
      render: (auth: AdminTraining['auth']) => <TrainingAuthTag auth={auth} />,
    },
    ...(categories
      ? [
          {
            title: t('training:list.category'),
            dataIndex: 'category',
            width: 120,
            render: (category: AdminTraining['category']) => <CategoryTag category={category} />,
          },
        ]
      : []),
    {
      title: t('training:manage.visible'),
      dataIndex: 'status',
      width: 80,
      render: (status: boolean, row) => <TrainingStatusSwitch tid={row.id} status={status} editable={rights.canEdit(row)} />,
    },
    { title: t('training:list.author'), dataIndex: 'author', width: 120, ellipsis: true, render: (author: string | null) => author ?? '-' },
    { title: t('training:list.modified'), dataIndex: 'gmtModified', width: 170, render: (value: string) => formatDateTime(value) },
    {
      title: t('training:manage.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => <RowActions row={row} editable={rights.canEdit(row)} deletable={rights.canDelete(row)} />,
    },
  ];
  return (
    <Table<AdminTraining>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1000 }}
      pagination={pagination}
      onRow={(row) => ({ 'data-testid': `training-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      data-testid="admin-training-table"
    />
  );
}
