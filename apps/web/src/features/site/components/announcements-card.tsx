// Announcements card: site announcements five per page, a 'new' tag under 15 days old, links to the detail page.
import { useState } from 'react';
import { Card, List, Space, Tag, Typography } from 'antd';
import { NotificationOutlined, PushpinOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@verdict/shared';
import Pagination from '@/components/antd-stand-ins/pagination';
import { QueryState } from '@/components/query-state';
import { formatDateTime, isRecent } from '@/lib/format';
import { useMobile } from '@/hooks/use-media-query';
import { useCommonAnnouncement } from '../api/get-common-announcement';

export function AnnouncementsCard() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const limit = PAGE_SIZES.homeAnnouncements;
  const query = useCommonAnnouncement({ currentPage, limit });
  return (
    <Card
      title={
        <Space>
          <NotificationOutlined />
          {t('home:announcements')}
        </Space>
      }
      data-testid="announcements"
    >
      <QueryState query={query} isEmpty={(page) => page.records.length === 0} emptyText={t('home:noAnnouncements')}>
        {(page) => (
          <>
            <List
              dataSource={page.records}
              renderItem={(item) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Space size={6} wrap>
                        {item.topPriority && <PushpinOutlined className="pin-icon" aria-label={t('home:pinned')} />}
                        <Link to={`/announcement/${item.id}`}>{item.title}</Link>
                        {isRecent(item.gmtCreate) && <Tag color="red">{t('home:new')}</Tag>}
                      </Space>
                    }
                    description={
                      <Typography.Text type="secondary">
                        {formatDateTime(item.gmtCreate)}
                        {item.username ? ` · ${item.username}` : ''}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
            {page.total > limit && (
              <Pagination
                className="card-pagination"
                simple={mobile}
                size="small"
                current={currentPage}
                pageSize={limit}
                total={page.total}
                onChange={setCurrentPage}
              />
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
