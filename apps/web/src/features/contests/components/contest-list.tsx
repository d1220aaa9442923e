// The contest list page body: filters in the URL, ten contests a page, and the empty and error states.
import '@/locales/need/more';
import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useSearchState } from '@/hooks/use-search-state';
import { useContestList } from '../api/get-contest-list';
import { CONTEST_PAGE_SIZE, parseContestSearch, serializeContestSearch } from '../lib/list-search';
import { ContestFilters } from './contest-filters';
import { ContestListItem } from './contest-list-item';
import '../contests.css';

export function ContestList() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [search, update] = useSearchState(parseContestSearch, serializeContestSearch);
  const query = useContestList(
    {
      keyword: search.keyword || undefined,
      status: search.status,
      type: search.type,
      currentPage: search.currentPage,
      limit: CONTEST_PAGE_SIZE,
    },
    user?.uid ?? null,
  );
  return (
    <Card title={t('contest:list.heading')} className="contest-list-page" data-testid="contest-list">
      <ContestFilters search={search} onChange={update} />
      <QueryState query={query} rows={8}>
        {(page) => (
          <List
            dataSource={page.records}
            rowKey="id"
            loading={query.isFetching && query.isPlaceholderData}
            locale={{
              emptyText: <Empty description={t('contest:list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="contest-empty" />,
            }}
            renderItem={(contest) => <ContestListItem contest={contest} />}
            pagination={{
              current: search.currentPage,
              pageSize: CONTEST_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              simple: mobile,
              align: 'center',
              showTotal: mobile ? undefined : (total) => t('contest:list.total', { total }),
              onChange: (currentPage) => update({ currentPage }),
            }}
            data-testid="contest-list-items"
          />
        )}
      </QueryState>
    </Card>
  );
}
