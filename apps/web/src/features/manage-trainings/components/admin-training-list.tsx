// The back-office training list body: toolbar, the paged table, and a step back when the last row of the last
// page was deleted.
import '@/locales/need/more';
import { useCallback } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedQueryState } from '@/components/paged-query-state';
import { usePagePastEnd } from '@/hooks/use-page-past-end';
import { useAdminTrainingList } from '../api/get-admin-training-list';
import { useAdminKeywordSearch } from '@/hooks/use-admin-list-search';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { AdminTrainingTable } from './admin-training-table';
import { TrainingListToolbar } from './training-list-toolbar';

export function AdminTrainingList() {
  const { t } = useTranslation();
  const { params, update } = useAdminKeywordSearch(useTrainingAdminScope().pageSize);
  const goToPage = useCallback((currentPage: number) => update({ currentPage }), [update]);
  const query = useAdminTrainingList(params);
  usePagePastEnd(query, params, goToPage);

  return (
    <Card className="mp-page" data-testid="manage-training-list">
      <TrainingListToolbar keyword={params.keyword} onSearch={(keyword) => update({ keyword, currentPage: 1 })} />
      <PagedQueryState
        query={query}
        currentPage={params.currentPage}
        pageSize={params.limit}
        onPageChange={goToPage}
        emptyText={t('training:manage.empty')}
        showTotal={(count) => t('training:manage.total', { total: count })}
      >
        {(rows, pagination) => <AdminTrainingTable rows={rows} loading={query.isFetching} pagination={pagination} />}
      </PagedQueryState>
    </Card>
  );
}
