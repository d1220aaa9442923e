// The submissions tab: the contest's submissions with their filters in the URL, live rows and pagination.
import '@/locales/need/more';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useSearchState } from '@/hooks/use-search-state';
import { useContestProblems } from '../api/get-contest-problems';
import { useContestSubmissions } from '../api/get-contest-submissions';
import type { ContestState } from '../hooks/use-contest-state';
import { CONTEST_SUBMISSION_PAGE_SIZE, parseContestSubmissionSearch, serializeContestSubmissionSearch } from '../lib/submission-search';
import { ContestSubmissionFilters } from './contest-submission-filters';
import { ContestSubmissionTable } from './contest-submission-table';

export function ContestSubmissionList({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const cid = state.contest.id;
  const [search, update] = useSearchState(parseContestSubmissionSearch, serializeContestSubmissionSearch);
  const problems = useContestProblems(cid, user?.uid ?? null);
  const query = useContestSubmissions(
    {
      cid,
      currentPage: search.currentPage,
      limit: CONTEST_SUBMISSION_PAGE_SIZE,
      onlyMine: search.onlyMine || undefined,
      problemID: search.problemID || undefined,
      username: search.onlyMine ? undefined : search.username || undefined,
    },
    user?.uid ?? null,
  );
  return (
    <div data-testid="contest-submissions">
      <ContestSubmissionFilters
        search={search}
        problems={problems.data ?? []}
        onChange={update}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <QueryState query={query}>
        {(page) => (
          <ContestSubmissionTable
            cid={cid}
            rows={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            empty={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contest:submissions.empty')} data-testid="submission-empty" />
            }
            pagination={{
              current: search.currentPage,
              pageSize: CONTEST_SUBMISSION_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              simple: mobile,
              onChange: (currentPage) => update({ currentPage }),
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
