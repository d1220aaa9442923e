// The problem list page body: filters and tag panel in the URL, the paged list with each row's status for
// logged-in users, empty and error states.
import '@/locales/need/problem-pages';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { tablePagination } from '@/components/table-pagination';
import { useSearchState } from '@/hooks/use-search-state';
import { useProblemList } from '../../api/get-problem-list';
import { ALL_OJ, parseProblemSearch, serializeProblemSearch } from '../../lib/list-search';
import { ProblemFilters } from './problem-filters';
import { ProblemTable } from './problem-table';
import { TagPanel } from './tag-panel';
import '../../problems.css';

export function ProblemList() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [search, update] = useSearchState(parseProblemSearch, serializeProblemSearch);
  const query = useProblemList(
    {
      keyword: search.keyword || undefined,
      difficulty: search.difficulty,
      oj: search.oj === ALL_OJ ? undefined : search.oj,
      tagIds: search.tagIds,
      isFilter: search.isFilter,
      bank: search.bank,
      currentPage: search.currentPage,
      limit: search.limit,
    },
    user?.uid ?? null,
  );
  const selectTag = (id: number) => {
    if (!search.tagIds.includes(id)) update({ tagIds: [...search.tagIds, id], currentPage: 1 });
  };
  const reset = () =>
    update({ keyword: '', difficulty: undefined, oj: ALL_OJ, tagIds: [], isFilter: 'Filter', bank: undefined, currentPage: 1 });

  return (
    <Row gutter={[16, 16]} className="problem-list-page" data-testid="problem-list">
      <Col xs={24} lg={18}>
        <Card title={t('problems:list.title')}>
          <ProblemFilters search={search} onChange={update} onReset={reset} />
          <QueryState query={query} rows={8}>
            {(page) => (
              <ProblemTable
                rows={page.records}
                loading={query.isFetching && query.isPlaceholderData}
                showStatus={user !== null}
                onTagSelect={selectTag}
                empty={<Empty description={t('problems:list.empty')} data-testid="problem-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
                pagination={tablePagination(mobile, {
                  current: search.currentPage,
                  pageSize: search.limit,
                  total: page.total,
                  sizes: true,
                  showTotal: (total) => t('problems:list.totalCount', { total }),
                  onChange: (currentPage, limit) => update({ currentPage, limit }),
                })}
              />
            )}
          </QueryState>
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <TagPanel search={search} onChange={update} />
      </Col>
    </Row>
  );
}
