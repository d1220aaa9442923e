// The Contest tab's admin mode (spec 002 §6): every contest of the group, hidden ones too, with its status, start,
// visibility switch and actions. Edit, problems, announcements, visibility and delete are offered to the group
// root and the contest's creator only (the server checks the same rule).
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Space, Switch, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, NotificationOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { ContestStatusTag } from '@/components/tags/contest-tags';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useGroupRights } from '@/hooks/use-group-rights';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { contestPath } from '@/lib/paths/contests';
import { useChangeGroupContestVisible, useDeleteGroupContest, useGroupAdminContests } from '../api/group-contests';
import {
  groupContestAnnouncementsPath,
  groupContestProblemsPath,
  groupCreateContestPath,
  groupEditContestPath,
} from '../lib/group-contest-paths';

const PAGE_SIZE = 10;

function RowActions({ gid, row }: { gid: number; row: AdminContest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteGroupContest(gid);
  const action = (key: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <Tooltip title={t(`manageGroup:contest.${key}`)}>
      <Button
        size="small"
        type="text"
        danger={danger}
        icon={icon}
        onClick={onClick}
        aria-label={t(`manageGroup:contest.${key}`)}
        data-testid={`group-contest-${key}-${row.id}`}
      />
    </Tooltip>
  );
  return (
    <Space size={4} wrap>
      {action('edit', <EditOutlined />, () => navigate(groupEditContestPath(gid, row.id)))}
      {action('problems', <UnorderedListOutlined />, () => navigate(groupContestProblemsPath(gid, row.id)))}
      {action('announcements', <NotificationOutlined />, () => navigate(groupContestAnnouncementsPath(gid, row.id)))}
      {action(
        'delete',
        <DeleteOutlined />,
        () =>
          confirmDelete({
            title: t('manageGroup:contest.deleteTitle'),
            content: t('manageGroup:contest.deleteContent', { title: row.title }),
            onConfirm: () => remove.mutateAsync(row.id),
          }),
        true,
      )}
    </Space>
  );
}

export function GroupContestAdminTable({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const navigate = useNavigate();
  const rights = useGroupRights(gid);
  const [currentPage, setCurrentPage] = useState(1);
  const query = useGroupAdminContests({ gid, currentPage, limit: PAGE_SIZE });
  const visible = useChangeGroupContestVisible(gid);

  const columns: ColumnsType<AdminContest> = [
    { title: t('manageGroup:contest.id'), dataIndex: 'id', width: 80, responsive: ['md'] },
    {
      title: t('manageGroup:contest.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Link to={contestPath(row.id)} data-testid={`group-admin-contest-${row.id}`}>
          {title}
        </Link>
      ),
    },
    {
      title: t('manageGroup:contest.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <ContestStatusTag status={status} />,
    },
    {
      title: t('manageGroup:contest.start'),
      dataIndex: 'startTime',
      width: 180,
      responsive: ['lg'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('manageGroup:contest.visible'),
      dataIndex: 'visible',
      width: 90,
      render: (on: boolean, row) => (
        <Switch
          size="small"
          checked={on}
          disabled={!rights.owns(row)}
          loading={visible.isPending && visible.variables?.cid === row.id}
          onChange={(next) => visible.mutate({ cid: row.id, visible: next })}
          data-testid={`group-contest-visible-${row.id}`}
        />
      ),
    },
    { title: t('manageGroup:contest.author'), dataIndex: 'author', width: 120, responsive: ['md'] },
    {
      title: t('manageGroup:contest.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (rights.owns(row) ? <RowActions gid={gid} row={row} /> : null),
    },
  ];

  return (
    <Space orientation="vertical" size={12} className="group-contest-admin" data-testid="group-contest-admin">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(groupCreateContestPath(gid))}
        data-testid="group-contest-create"
      >
        {t('manageGroup:contest.create')}
      </Button>
      <QueryState query={query} rows={6}>
        {(page) => (
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={page.records}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('manageGroup:contest.empty') }}
            pagination={{
              current: currentPage,
              pageSize: PAGE_SIZE,
              total: page.total,
              simple: mobile,
              showSizeChanger: false,
              onChange: setCurrentPage,
            }}
            data-testid="group-contest-admin-table"
          />
        )}
      </QueryState>
    </Space>
  );
}
