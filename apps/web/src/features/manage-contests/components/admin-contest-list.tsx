// The back-office contest list body: create and search, the paged table (refreshed every 10 s), and a step back
// when the last row of the last page was deleted.
import '@/locales/need/more';
import { useCallback } from 'react';
import { Button, Card, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedQueryState } from '@/components/paged-query-state';
import { usePagePastEnd } from '@/hooks/use-page-past-end';
import { useAdminKeywordSearch } from '@/hooks/use-admin-list-search';
import { useAdminContestList } from '../api/get-admin-contest-list';
import { CREATE_CONTEST_PATH } from '@/lib/paths/manage-contests';
import { AdminContestTable } from './admin-contest-table';

export function AdminContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, update } = useAdminKeywordSearch();
  const goToPage = useCallback((currentPage: number) => update({ currentPage }), [update]);
  const query = useAdminContestList(params);
  usePagePastEnd(query, params, goToPage);

  return (
    <Card className="mp-page" data-testid="manage-contest-list">
      <div className="mp-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CREATE_CONTEST_PATH)} data-testid="create-contest">
          {t('manageContest:create')}
        </Button>
        <Input.Search
          key={params.keyword}
          defaultValue={params.keyword}
          allowClear
          placeholder={t('contest:list.searchPlaceholder')}
          onSearch={(keyword) => update({ keyword: keyword.trim(), currentPage: 1 })}
          className="mp-search"
          data-testid="admin-contest-search"
        />
      </div>
      <PagedQueryState
        query={query}
        currentPage={params.currentPage}
        pageSize={params.limit}
        onPageChange={goToPage}
        emptyText={t('contest:list.empty')}
        showTotal={(count) => t('contest:list.total', { total: count })}
      >
        {(rows, pagination) => (
          <AdminContestTable rows={rows} loading={query.isFetching && query.isPlaceholderData} pagination={pagination} />
        )}
      </PagedQueryState>
    </Card>
  );
}
