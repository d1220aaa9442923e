// Back-office discussion table: id, title (opens the post), author, category, pinned and banned switches, counts,
// time and delete after a confirmation.
import '@/locales/need/more';
import { Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { AdminTable, type AdminTableRows } from '@/components/admin-table';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { formatDateTime } from '@/lib/format';
import { useDeleteDiscussion, useUpdateDiscussion } from '../api/admin-discussions';

const detailPath = (row: Discussion) => (row.gid ? `/group/${row.gid}/discussion-detail/${row.id}` : `/discussion-detail/${row.id}`);

export function AdminDiscussionTable(page: AdminTableRows<Discussion>) {
  const { t } = useTranslation();
  const update = useUpdateDiscussion();
  const remove = useDeleteDiscussion();
  const columns: ColumnsType<Discussion> = [
    { title: t('manageDiscussion:id'), dataIndex: 'id', width: 70 },
    {
      title: t('manageDiscussion:title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={detailPath(row)} target="_blank">
          {title}
        </Link>
      ),
    },
    { title: t('manageDiscussion:author'), dataIndex: 'author', width: 130, ellipsis: true },
    { title: t('manageDiscussion:category'), dataIndex: 'categoryName', width: 100 },
    {
      title: t('manageDiscussion:pinned'),
      dataIndex: 'topPriority',
      width: 80,
      render: (pinned: boolean, row) => (
        <Switch
          size="small"
          checked={pinned}
          onChange={(topPriority) => update.mutate({ id: row.id, topPriority })}
          data-testid={`pin-discussion-${row.id}`}
        />
      ),
    },
    {
      title: t('manageDiscussion:banned'),
      dataIndex: 'status',
      width: 80,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === 1}
          onChange={(banned) => update.mutate({ id: row.id, status: banned ? 1 : 0 })}
          data-testid={`ban-discussion-${row.id}`}
        />
      ),
    },
    {
      title: t('manageDiscussion:counts'),
      key: 'counts',
      width: 130,
      render: (_, row) => t('manageDiscussion:countsValue', { comments: row.commentNum, likes: row.likeNum, views: row.viewNum }),
    },
    { title: t('manageDiscussion:created'), dataIndex: 'gmtCreate', width: 160, render: (time: string) => formatDateTime(time) },
    {
      title: t('manageDiscussion:actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <DeleteIconButton
          label={t('manageDiscussion:delete')}
          confirm={{
            title: t('manageDiscussion:deleteTitle'),
            content: t('manageDiscussion:deleteContent', { title: row.title }),
            onConfirm: () => remove.mutateAsync(row.id),
          }}
          testId={`delete-discussion-${row.id}`}
        />
      ),
    },
  ];
  return <AdminTable {...page} columns={columns} scrollX={960} testId="admin-discussion-table" />;
}
