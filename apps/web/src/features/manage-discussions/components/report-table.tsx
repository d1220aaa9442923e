// Reports of discussions: unread first, each with the post it names, the reporter, the reason (plain text) and a
// "mark read" action.
import '@/locales/need/more';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiscussionReport } from '@verdict/shared';
import { AdminTable, type AdminTableRows } from '@/components/admin-table';
import { formatDateTime } from '@/lib/format';
import { useMarkReportRead } from '../api/admin-discussions';

export function ReportTable(page: AdminTableRows<DiscussionReport>) {
  const { t } = useTranslation();
  const markRead = useMarkReportRead();
  const columns: ColumnsType<DiscussionReport> = [
    { title: t('manageDiscussion:id'), dataIndex: 'id', width: 70 },
    {
      title: t('manageDiscussion:reportedPost'),
      dataIndex: 'discussionTitle',
      width: 220,
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={`/discussion-detail/${row.did}`} target="_blank">
          {title}
        </Link>
      ),
    },
    { title: t('manageDiscussion:reporter'), dataIndex: 'reporter', width: 130, ellipsis: true },
    {
      title: t('manageDiscussion:reason'),
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph className="md-report-reason" ellipsis={{ rows: 3, expandable: true }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    { title: t('manageDiscussion:created'), dataIndex: 'gmtCreate', width: 160, render: (time: string) => formatDateTime(time) },
    {
      title: t('manageDiscussion:state'),
      dataIndex: 'status',
      width: 140,
      fixed: 'right',
      render: (read: boolean, row) =>
        read ? (
          <Tag>{t('manageDiscussion:read')}</Tag>
        ) : (
          <Button size="small" onClick={() => markRead.mutate(row.id)} data-testid={`mark-report-${row.id}`}>
            {t('manageDiscussion:markRead')}
          </Button>
        ),
    },
  ];
  return (
    <AdminTable
      {...page}
      columns={columns}
      scrollX={900}
      rowClassName={(row) => (row.status ? '' : 'md-report-unread')}
      testId="report-table"
    />
  );
}
