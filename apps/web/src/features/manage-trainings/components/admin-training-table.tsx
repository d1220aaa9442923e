// Back-office training table: id, rank, title, auth, category, visible switch, author, modified and the row actions
// (edit, problems — or chapters for a training split into chapters —, delete for root after a confirmation). A
// training's chapter table (spec 002 §2.11 chapter list) is the same table without category and with the creation
// time; its rows are edited through the chapter form, by the chapter's or its training's managers.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Button, Space, Table, Tooltip, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, PartitionOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminTraining } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { CategoryTag } from '@/components/tags/category-tag';
import { TrainingAuthTag } from '@/components/tags/training-auth-tag';
import { useDeleteTraining } from '../api/training-admin-actions';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { useTrainingRights } from '../hooks/use-training-rights';
import { TrainingStatusSwitch } from './training-status-switch';

interface RowActionsProps {
  row: AdminTraining;
  editable: boolean;
  deletable: boolean;
  onEdit: (row: AdminTraining) => void;
}

function RowActions({ row, editable, deletable, onEdit }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paths } = useTrainingAdminScope();
  const remove = useDeleteTraining();
  const chapter = row.parentId !== null;
  return (
    <Space size={4}>
      <Tooltip title={t('training:manage.edit')}>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          disabled={!editable}
          onClick={() => onEdit(row)}
          data-testid={`edit-training-${row.id}`}
        />
      </Tooltip>
      {row.hasChapter ? (
        <Tooltip title={t('chapters:admin.chapters')}>
          <Button
            size="small"
            type="text"
            icon={<PartitionOutlined />}
            disabled={!editable}
            onClick={() => navigate(paths.chapters(row.id))}
            data-testid={`training-chapters-${row.id}`}
          />
        </Tooltip>
      ) : (
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
      )}
      {deletable && (
        <DeleteIconButton
          label={t('training:manage.delete')}
          confirm={{
            title: t(chapter ? 'chapters:admin.deleteTitle' : 'training:manage.deleteTitle'),
            content: t(chapter ? 'chapters:admin.deleteContent' : 'training:manage.deleteContent', { title: row.title }),
            onConfirm: () => remove.mutateAsync(row.id),
          }}
          testId={`delete-training-${row.id}`}
        />
      )}
    </Space>
  );
}

interface AdminTrainingTableProps {
  rows: AdminTraining[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** A chapter table: the training the rows are chapters of. */
  chapterOf?: AdminTraining;
  /** Opens a row's form; by default the training's edit page. */
  onEdit?: (row: AdminTraining) => void;
}

export function AdminTrainingTable({ rows, loading, pagination, chapterOf, onEdit }: AdminTrainingTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useTrainingRights();
  const { paths, categories } = useTrainingAdminScope();
  // A chapter's managers are its training's and its own author (docs/trainings-chapters.md).
  const canEdit = (row: AdminTraining) => rights.canEdit(row) || (chapterOf !== undefined && rights.canEdit(chapterOf));
  const canDelete = (row: AdminTraining) => rights.canDelete(row) || (chapterOf !== undefined && rights.canDelete(chapterOf));
  const edit = onEdit ?? ((row: AdminTraining) => navigate(paths.edit(row.id)));
  const time = (dataIndex: 'gmtCreate' | 'gmtModified', title: string) => ({
    title,
    dataIndex,
    width: 170,
    render: (value: string) => formatDateTime(value),
  });
  const author = (title: string) => ({
    title,
    dataIndex: 'author',
    width: 120,
    ellipsis: true,
    render: (name: string | null) => name ?? '-',
  });
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
    ...(categories && !chapterOf
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
      render: (status: boolean, row) => <TrainingStatusSwitch tid={row.id} status={status} editable={canEdit(row)} />,
    },
    // Chapters (spec 002 §2.11): created, modified, creator; trainings: author, modified.
    ...(chapterOf
      ? [
          time('gmtCreate', t('chapters:admin.created')),
          time('gmtModified', t('training:list.modified')),
          author(t('chapters:admin.creator')),
        ]
      : [author(t('training:list.author')), time('gmtModified', t('training:list.modified'))]),
    {
      title: t('training:manage.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => <RowActions row={row} editable={canEdit(row)} deletable={canDelete(row)} onEdit={edit} />,
    },
  ];
  return (
    <Table<AdminTraining>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: chapterOf ? 1100 : 1000 }}
      pagination={pagination}
      onRow={(row) => ({ 'data-testid': `training-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      data-testid={chapterOf ? 'admin-chapter-table' : 'admin-training-table'}
    />
  );
}
