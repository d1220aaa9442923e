// Announcement detail: title, author and date plus the markdown content rendered and sanitised.
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { MarkdownContent } from '@/components/markdown-content';
import { formatDateTime } from '@/lib/format';
import { useAnnouncementDetail } from '../api/get-announcement-detail';

export function AnnouncementDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAnnouncementDetail(id);
  return (
    <Card data-testid="announcement-detail">
      <QueryState query={query} rows={8}>
        {(announcement) => (
          <>
            <Typography.Title level={3}>{announcement.title}</Typography.Title>
            <Space className="meta-line" wrap>
              {announcement.username && <Typography.Text type="secondary">{announcement.username}</Typography.Text>}
              <Typography.Text type="secondary">{formatDateTime(announcement.gmtCreate)}</Typography.Text>
              <Typography.Text type="secondary">{t('home:views', { value: announcement.viewNum })}</Typography.Text>
            </Space>
            <MarkdownContent source={announcement.content} testId="announcement-content" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
