// The Contest tab's member view (spec 002 §2.5): the group's contests, ten a page, each drawn by `renderItem` (the
// contest list's item, composed by the page); the empty and error states.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestListItem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useGroupContests } from '../api/get-group-contests';

const PAGE_SIZE = 10;

interface GroupContestListProps {
  gid: number;
  currentPage: number;
  onPage: (currentPage: number) => void;
  renderItem: (contest: ContestListItem) => ReactNode;
}

export function GroupContestList({ gid, currentPage, onPage, renderItem }: GroupContestListProps) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const query = useGroupContests({ gid, currentPage, limit: PAGE_SIZE }, user?.uid ?? null);
  return (
    <QueryState query={query} rows={6}>
      {(page) => (
        <List
          dataSource={page.records}
          rowKey="id"
          renderItem={renderItem}
          locale={{
            emptyText: (
              <Empty description={t('group:contest.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="group-contest-empty" />
            ),
          }}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: page.total,
            showSizeChanger: false,
            simple: mobile,
            align: 'center',
            hideOnSinglePage: true,
            onChange: onPage,
          }}
          data-testid="group-contest-list"
        />
      )}
    </QueryState>
  );
}
