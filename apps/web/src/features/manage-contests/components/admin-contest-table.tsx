// Back-office contest table: id, title (opens the contest), rule type, auth, status, start, visible switch, author
// and the row actions (edit, problems, announcements, clone, delete after a confirmation).
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Button, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CopyOutlined, EditOutlined, NotificationOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import type { AdminTableRows } from '@/components/admin-table';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';
import { ContestAuthTag } from '@/components/tags/contest-auth-tag';
import { contestPath } from '@/lib/paths/contests';
import { notify } from '@/lib/notify';
import { useCloneContest, useDeleteContest } from '../api/contest-admin-actions';
import { contestAnnouncementsAdminPath, contestProblemsAdminPath, editContestPath } from '@/lib/paths/manage-contests';
import { ContestVisibleSwitch } from './contest-visible-switch';

function RowActions({ row }: { row: AdminContest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteContest();
  const clone = useCloneContest();
  const cloneRow = () =>
    clone.mutate(row.id, {
      onSuccess: ({ id }) => {
        notify.success(t('manageContest:toast.cloned'));
        navigate(editContestPath(id));
      },
    });
  return (
    <Space size={4}>
      <Tooltip title={t('manageContest:edit')}>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          onClick={() => navigate(editContestPath(row.id))}
          data-testid={`edit-contest-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('manageContest:problems')}>
        <Button
          size="small"
          type="text"
          icon={<UnorderedListOutlined />}
          onClick={() => navigate(contestProblemsAdminPath(row.id))}
          data-testid={`contest-problems-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('manageContest:announcements')}>
        <Button
          size="small"
          type="text"
          icon={<NotificationOutlined />}
          onClick={() => navigate(contestAnnouncementsAdminPath(row.id))}
          data-testid={`contest-announcements-${row.id}`}
        />
      </Tooltip>
      <Tooltip title={t('manageContest:clone')}>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined />}
          loading={clone.isPending}
          onClick={cloneRow}
          data-testid={`clone-contest-${row.id}`}
        />
      </Tooltip>
      <DeleteIconButton
        label={t('manageContest:delete')}
        confirm={{
          title: t('manageContest:deleteTitle'),
          content: t('manageContest:deleteContent', { title: row.title }),
          onConfirm: () => remove.mutateAsync(row.id),
        }}
        testId={`delete-contest-${row.id}`}
      />
    </Space>
  );
}

export function AdminContestTable({ rows, loading, pagination }: AdminTableRows<AdminContest>) {
  const { t } = useTranslation();
  const columns: ColumnsType<AdminContest> = [
    { title: t('manageContest:id'), dataIndex: 'id', width: 70 },
    {
      title: t('manageContest:form.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={contestPath(row.id)} target="_blank">
          {title}
        </Link>
      ),
    },
    { title: t('contest:list.type'), dataIndex: 'type', width: 80, render: (type: number) => <ContestTypeTag type={type} /> },
    {
      title: t('manageContest:form.auth'),
      dataIndex: 'auth',
      width: 100,
      render: (auth: AdminContest['auth']) => <ContestAuthTag auth={auth} />,
    },
    { title: t('contest:list.status'), dataIndex: 'status', width: 100, render: (status: number) => <ContestStatusTag status={status} /> },
    { title: t('contest:list.start'), dataIndex: 'startTime', width: 170, render: (value: string) => formatDateTime(value) },
    {
      title: t('manageContest:form.visible'),
      dataIndex: 'visible',
      width: 80,
      render: (visible: boolean, row) => <ContestVisibleSwitch cid={row.id} visible={visible} />,
    },
    { title: t('contest:list.author'), dataIndex: 'author', width: 120, ellipsis: true, render: (author: string | null) => author ?? '-' },
    { title: t('manageContest:actions'), key: 'actions', width: 170, fixed: 'right', render: (_, row) => <RowActions row={row} /> },
  ];
  return (
    <Table<AdminContest>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1000 }}
      pagination={pagination}
      onRow={(row) => ({ 'data-testid': `contest-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      data-testid="admin-contest-table"
    />
  );
}
