// "My submissions" on a contest problem: the caller's submissions of it in this contest, 10 a page, live while judged.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useContestSubmissions } from '../api/get-contest-submissions';
import { ContestSubmissionTable } from './contest-submission-table';

export function ContestMySubmissions({ cid, displayId }: { cid: number; displayId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const query = useContestSubmissions(
    { cid, currentPage: page, limit: PAGE_SIZES.mySubmissions, onlyMine: true, problemID: displayId },
    user?.uid ?? null,
  );
  return (
    <div data-testid="my-submissions">
      <QueryState query={query}>
        {(data) => (
          <ContestSubmissionTable
            cid={cid}
            rows={data.records}
            showAuthor={false}
            showProblem={false}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problems:detail.noMySubmissions')} />}
            pagination={{
              current: page,
              pageSize: PAGE_SIZES.mySubmissions,
              total: data.total,
              onChange: setPage,
              hideOnSinglePage: true,
              simple: true,
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
