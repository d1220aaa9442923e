// Back-office problem list (/manage/problems): search, visibility filter, paging and the row actions.
import '@/locales/need/more';
import { useCallback } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { usePagePastEnd } from '@/hooks/use-page-past-end';
import { useAdminProblemList } from '@/lib/api/get-admin-problem-list';
import { ProblemListTable } from '@/features/manage-problems/components/problem-list-table';
import { ProblemListToolbar } from '@/features/manage-problems/components/problem-list-toolbar';
import { useListParams } from '@/hooks/use-admin-problem-list-params';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemListPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const goToPage = useCallback((currentPage: number) => update({ currentPage }), [update]);
  const query = useAdminProblemList(params);
  usePagePastEnd(query, params, goToPage);
  return (
    <Card className="mp-page" data-testid="manage-problem-list">
      <ProblemListToolbar
        keyword={params.keyword}
        auth={params.auth}
        onSearch={(keyword) => update({ keyword, currentPage: 1 })}
        onAuthChange={(auth) => update({ auth, currentPage: 1 })}
      />
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('manageProblems:list.empty')}>
        {(page) => (
          <ProblemListTable
            page={page}
            currentPage={params.currentPage}
            limit={params.limit}
            loading={query.isFetching}
            onPageChange={(currentPage, limit) => update({ currentPage: limit === params.limit ? currentPage : 1, limit })}
          />
        )}
      </QueryState>
    </Card>
  );
}
