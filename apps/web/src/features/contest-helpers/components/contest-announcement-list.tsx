// The contest's announcements tab (spec 001 §2 "Contest announcement page"): newest first, 5 a page, each with its
// rendered (sanitised) Markdown.
import '@/locales/need/more';
import { useState } from 'react';
import { Collapse, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_HELPER_LIMITS as L, type ContestAnnouncement } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useContestAnnouncements, type PageParams } from '../api/contest-announcements';
import '../contest-helpers.css';

function AnnouncementHeader({ announcement }: { announcement: ContestAnnouncement }) {
  const { t } = useTranslation();
  return (
    <div className="ch-announcement-header">
      <Typography.Text strong>{announcement.title}</Typography.Text>
      <Typography.Text type="secondary" className="ch-announcement-meta">
        {formatDateTime(announcement.gmtCreate)}
        {announcement.username ? ` · ${t('contestHelpers:announcements.by', { username: announcement.username })}` : ''}
      </Typography.Text>
    </div>
  );
}

export function ContestAnnouncementList({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const uid = useSession().user?.uid ?? null;
  const [params, setParams] = useState<PageParams>({ currentPage: 1, limit: L.announcementPageSize });
  const query = useContestAnnouncements(cid, params, uid);
  return (
    <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('contestHelpers:announcements.empty')}>
      {(page) => (
        <div data-testid="contest-announcement-list">
          <Collapse
            defaultActiveKey={page.records.map((a) => a.id)}
            items={page.records.map((announcement) => ({
              key: announcement.id,
              label: <AnnouncementHeader announcement={announcement} />,
              children: <MarkdownContent source={announcement.content} />,
              'data-testid': `contest-announcement-${announcement.id}`,
            }))}
          />
          <Pagination
            className="ch-pagination"
            size="small"
            current={params.currentPage}
            pageSize={params.limit}
            total={page.total}
            hideOnSinglePage
            onChange={(currentPage, limit) => setParams({ currentPage, limit })}
          />
        </div>
      )}
    </QueryState>
  );
}
