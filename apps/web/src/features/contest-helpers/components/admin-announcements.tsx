// A contest's announcements in the back office (/manage/contest/:contestId/announcement): the list, posting,
// editing and deleting, for the contest's admins.
import '@/locales/need/more';
import { useState, type HTMLAttributes } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE, type ContestAnnouncement } from '@verdict/shared';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { PICKER_PAGE_SIZES } from '@/lib/paging';
import { CONTEST_ADMIN_LIST_PATH } from '@/lib/paths/manage-contests';
import { useAdminContestAnnouncements, useDeleteAnnouncement } from '../api/contest-announcements';
import { AnnouncementFormModal } from './announcement-form-modal';
import '../contest-helpers.css';

interface AdminAnnouncementsProps {
  cid: number;
  contestTitle: string;
  /** A group's admin pages: their calls' path and the list the back button returns to (the back office's by default). */
  apiPath?: string;
  backPath?: string;
}

export function AdminAnnouncements({ cid, contestTitle, apiPath, backPath = CONTEST_ADMIN_LIST_PATH }: AdminAnnouncementsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useState({ currentPage: 1, limit: ADMIN_LIST_PAGE_SIZE });
  const query = useAdminContestAnnouncements(cid, params, apiPath);
  const remove = useDeleteAnnouncement(cid, apiPath);
  const [editing, setEditing] = useState<ContestAnnouncement | 'new' | null>(null);

  const columns: ColumnsType<ContestAnnouncement> = [
    { title: t('contestHelpers:manage.titleColumn'), dataIndex: 'title', ellipsis: true },
    { title: t('contestHelpers:manage.author'), dataIndex: 'username', width: 140, responsive: ['md'] },
    { title: t('contestHelpers:manage.created'), dataIndex: 'gmtCreate', width: 180, render: (v: string) => formatDateTime(v) },
    {
      title: t('contestHelpers:manage.modified'),
      dataIndex: 'gmtModified',
      width: 180,
      responsive: ['lg'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('contestHelpers:manage.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <EditDeleteActions
          testId={`announcement-${row.id}`}
          onEdit={() => setEditing(row)}
          confirmTitle={t('contestHelpers:manage.deleteTitle')}
          confirmContent={t('contestHelpers:manage.deleteContent', { title: row.title })}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
    },
  ];

  return (
    <div data-testid="admin-contest-announcements">
      <Typography.Title level={4}>
        {t('contestHelpers:manage.heading')} · {contestTitle}
      </Typography.Title>
      <div className="ch-toolbar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backPath)}>
            {t('contestHelpers:manage.back')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="announcement-add">
            {t('contestHelpers:manage.add')}
          </Button>
        </Space>
      </div>
      <QueryState query={query}>
        {(page) => (
          <Table<ContestAnnouncement>
            rowKey="id"
            size="middle"
            dataSource={page.records}
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('contestHelpers:manage.empty') }}
            onRow={(row) => ({ 'data-testid': `admin-announcement-${row.id}` }) as HTMLAttributes<HTMLElement>}
            pagination={{
              current: params.currentPage,
              pageSize: params.limit,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: PICKER_PAGE_SIZES.map(String),
              onChange: (currentPage, limit) => setParams({ currentPage: limit === params.limit ? currentPage : 1, limit }),
            }}
          />
        )}
      </QueryState>
      <AnnouncementFormModal cid={cid} editing={editing} onClose={() => setEditing(null)} apiPath={apiPath} />
    </div>
  );
}
