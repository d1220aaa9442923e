// Back-office problem list (/manage/problems): search, visibility filter, paging and the row actions.
import { useEffect } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useAdminProblemList } from '@/features/manage-problems/api/get-admin-problem-list';
import { ProblemListTable } from '@/features/manage-problems/components/problem-list-table';
import { ProblemListToolbar } from '@/features/manage-problems/components/problem-list-toolbar';
import { useListParams } from '@/features/manage-problems/hooks/use-list-params';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemListPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useAdminProblemList(params);
  const total = query.data?.total ?? 0;
  const pageIsEmpty = query.isSuccess && query.data.records.length === 0;

  // Deleting the last row of the last page leaves the page past the end: go to the new last page.
  useEffect(() => {
    if (pageIsEmpty && total > 0 && params.currentPage > 1) update({ currentPage: Math.ceil(total / params.limit) });
  }, [pageIsEmpty, total, params.currentPage, params.limit, update]);
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
            onPageChange={(currentPage, limit) =>
              update({ currentPage: limit === params.limit ? currentPage : 1, limit })
            }
          />
        )}
      </QueryState>
    </Card>
  );
}
