// The group's Announcement tab (spec 002 §2.3, §6): every announcement of the group, hidden ones too, 10 a page,
// for its admins; a create button; edit, the visible/hidden switch and delete (after a confirmation) for the
// author, the group's root and the site root.
import '@/locales/need/more';
import { useState, type HTMLAttributes } from 'react';
import { Button, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GROUP_ANNOUNCEMENT_LIMITS, GroupAnnouncementStatus, type GroupAnnouncement } from '@verdict/shared';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAdminGroupAnnouncements, useDeleteGroupAnnouncement, useSaveGroupAnnouncement } from '../api/group-announcements';
import { mayEditAnnouncement } from '../lib/rights';
import { AnnouncementFormModal } from './announcement-form-modal';
import '../group-announcements.css';

interface GroupAnnouncementAdminProps {
  gid: number;
  /** The viewer is the group's root (level 5) or the site root: every announcement may change. */
  groupRoot: boolean;
}

export function GroupAnnouncementAdmin({ gid, groupRoot }: GroupAnnouncementAdminProps) {
  const { t } = useTranslation();
  const uid = useSession().user?.uid ?? null;
  const [currentPage, setCurrentPage] = useState(1);
  const limit = GROUP_ANNOUNCEMENT_LIMITS.pageSize;
  const query = useAdminGroupAnnouncements(gid, { currentPage, limit });
  const save = useSaveGroupAnnouncement(gid);
  const remove = useDeleteGroupAnnouncement(gid);
  const [editing, setEditing] = useState<GroupAnnouncement | 'new' | null>(null);
  const may = (row: GroupAnnouncement) => mayEditAnnouncement(row, uid, groupRoot);
  const setVisible = (row: GroupAnnouncement, visible: boolean) =>
    save.mutate({
      id: row.id,
      form: { title: row.title, content: row.content, status: visible ? GroupAnnouncementStatus.Visible : GroupAnnouncementStatus.Hidden },
    });

  const columns: ColumnsType<GroupAnnouncement> = [
    {
      title: t('groupAnnouncement:table.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string) => <span data-testid="group-announcement-row-title">{title}</span>,
    },
    { title: t('groupAnnouncement:table.author'), dataIndex: 'username', width: 140, responsive: ['md'] },
    {
      title: t('groupAnnouncement:table.created'),
      dataIndex: 'gmtCreate',
      width: 180,
      responsive: ['lg'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('groupAnnouncement:table.visible'),
      key: 'status',
      width: 100,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.status === GroupAnnouncementStatus.Visible}
          disabled={!may(row)}
          loading={save.isPending && save.variables?.id === row.id}
          onChange={(visible) => setVisible(row, visible)}
          aria-label={t('groupAnnouncement:table.visible')}
          data-testid={`group-announcement-status-${row.id}`}
        />
      ),
    },
    {
      title: t('groupAnnouncement:table.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) =>
        may(row) && (
          <EditDeleteActions
            testId={`group-announcement-${row.id}`}
            onEdit={() => setEditing(row)}
            confirmTitle={t('groupAnnouncement:delete.title')}
            confirmContent={t('groupAnnouncement:delete.content', { title: row.title })}
            onDelete={() => remove.mutateAsync(row.id)}
          />
        ),
    },
  ];

  return (
    <div data-testid="group-announcement-admin">
      <div className="group-announcement-toolbar">
        <Typography.Title level={5}>{t('groupAnnouncement:heading')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="group-announcement-create">
          {t('groupAnnouncement:create')}
        </Button>
      </div>
      <QueryState query={query}>
        {(page) => (
          <Table<GroupAnnouncement>
            rowKey="id"
            size="middle"
            dataSource={page.records}
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('groupAnnouncement:empty') }}
            onRow={(row) => ({ 'data-testid': `group-announcement-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
            pagination={{ current: currentPage, pageSize: limit, total: page.total, hideOnSinglePage: true, onChange: setCurrentPage }}
          />
        )}
      </QueryState>
      <AnnouncementFormModal gid={gid} editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
