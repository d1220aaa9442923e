// The group home's announcements (spec 002 §2.2 "Home tab"): the visible announcements, newest first, five a page,
// each a title, author and time over its sanitised Markdown; for members and the site root.
import '@/locales/need/more';
import { useState } from 'react';
import { Collapse, Empty, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_ANNOUNCEMENT_LIMITS } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useGroupAnnouncements } from '../api/group-announcements';
import '../group-announcements.css';

export function GroupAnnouncementPanel({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const limit = GROUP_ANNOUNCEMENT_LIMITS.homePageSize;
  const query = useGroupAnnouncements(gid, { currentPage, limit });
  return (
    <section className="group-announcement-panel" data-testid="group-announcement-panel">
      <Typography.Title level={5}>{t('groupAnnouncement:heading')}</Typography.Title>
      <QueryState query={query} rows={4}>
        {(page) =>
          page.records.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groupAnnouncement:empty')} data-testid="group-announcement-empty" />
          ) : (
            <>
              <Collapse
                defaultActiveKey={page.records[0] ? [page.records[0].id] : []}
                items={page.records.map((a) => ({
                  key: a.id,
                  label: (
                    <div className="group-announcement-head" data-testid="group-announcement-item">
                      <span className="group-announcement-title">{a.title}</span>
                      <Typography.Text type="secondary" className="group-announcement-meta">
                        {a.username ?? ''} · {formatDateTime(a.gmtCreate)}
                      </Typography.Text>
                    </div>
                  ),
                  children: <MarkdownContent source={a.content} testId="group-announcement-content" />,
                }))}
              />
              <Pagination
                className="group-announcement-pager"
                current={currentPage}
                pageSize={limit}
                total={page.total}
                simple={mobile}
                hideOnSinglePage
                align="center"
                onChange={setCurrentPage}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
