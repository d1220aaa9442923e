// The training list page body: filters in the URL, the paged table with progress for logged-in users and the
// favourite and like counts, and the empty and error states.
import '@/locales/need/more';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { tablePagination } from '@/components/table-pagination';
import { useSearchState } from '@/hooks/use-search-state';
import { useTrainingList } from '../api/get-training-list';
import { parseTrainingSearch, serializeTrainingSearch, TRAINING_PAGE_SIZE } from '../lib/list-search';
import { TrainingFilters } from './training-filters';
import { TrainingTable } from '@/components/trainings/training-table';
import '../trainings.css';

export function TrainingList() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [search, update] = useSearchState(parseTrainingSearch, serializeTrainingSearch);
  // A visitor has no favourites: the switch is for logged-in callers, and their URL's flag is ignored.
  const onlyFavorite = search.onlyFavorite && user !== null;
  const query = useTrainingList(
    {
      keyword: search.keyword || undefined,
      categoryId: search.categoryId,
      auth: search.auth,
      source: search.source,
      onlyFavorite: onlyFavorite || undefined,
      currentPage: search.currentPage,
      limit: TRAINING_PAGE_SIZE,
    },
    user?.uid ?? null,
  );
  return (
    <Card title={t('training:list.heading')} className="training-list-page" data-testid="training-list">
      <TrainingFilters search={search} onChange={update} showFavorites={user !== null} />
      <QueryState query={query} rows={8}>
        {(page) => (
          <TrainingTable
            rows={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            showProgress={user !== null}
            showMarks
            empty={
              <Empty
                description={t(onlyFavorite ? 'trainingFavorite:emptyFavorites' : 'training:list.empty')}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                data-testid="training-empty"
              />
            }
            pagination={tablePagination(mobile, {
              current: search.currentPage,
              pageSize: TRAINING_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              showTotal: (total) => t('training:list.total', { total }),
              onChange: (currentPage) => update({ currentPage }),
            })}
          />
        )}
      </QueryState>
    </Card>
  );
}
