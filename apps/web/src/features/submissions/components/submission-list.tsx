// The status page body: filters in the URL, the paged submission list, live rows and the super admin's rejudge;
// with a gid, a group's submissions (its Submission tab) linking into the group.
import '@/locales/need/problem-pages';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { notify } from '@/lib/notify';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useSubmissionList } from '@/lib/api/get-submission-list';
import { rejudge } from '@/lib/api/judge-actions';
import { useLiveSubmissions } from '@/hooks/use-live-submissions';
import { useResubmit } from '@/hooks/use-resubmit';
import { useSearchState } from '@/hooks/use-search-state';
import { parseSubmissionSearch, serializeSubmissionSearch } from '../lib/list-search';
import { SubmissionFilters } from './submission-filters';
import { SubmissionTable, type SubmissionLinks } from '@/components/judge/submission-table';
import { tablePagination } from '@/components/table-pagination';

function LiveTable({ rows, ...props }: { rows: Submission[] } & Omit<Parameters<typeof SubmissionTable>[0], 'rows'>) {
  return <SubmissionTable rows={useLiveSubmissions(rows)} {...props} />;
}

export function SubmissionList({ gid, links }: { gid?: number; links?: SubmissionLinks } = {}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mobile = useMobile();
  const [search, update] = useSearchState(parseSubmissionSearch, serializeSubmissionSearch);
  const onlyMine = search.onlyMine && user !== null;
  const query = useSubmissionList({
    currentPage: search.currentPage,
    limit: search.limit,
    onlyMine: onlyMine || undefined,
    status: search.status,
    username: onlyMine ? undefined : search.username || undefined,
    problemID: search.problemID || undefined,
    completeProblemID: search.completeProblemID || undefined,
    gid,
  });

  const onRejudge = async (submission: Submission) => {
    await rejudge(submission.submitId);
    notify.success(t('submissions:rejudgeStarted'));
    await query.refetch();
  };

  const resubmit = useResubmit();
  const onResubmit = async (submission: Submission) => {
    await resubmit(submission.submitId);
    await query.refetch();
  };

  return (
    <Card title={t('submissions:list.title')} data-testid="submission-list">
      <SubmissionFilters search={search} onChange={update} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      <QueryState query={query}>
        {(page) => (
          <LiveTable
            rows={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            onRejudge={isSuperAdminUser(user) ? (row) => void onRejudge(row).catch(() => undefined) : undefined}
            onResubmit={onResubmit}
            links={links}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submissions:list.empty')} data-testid="submission-empty" />}
            pagination={tablePagination(mobile, {
              current: search.currentPage,
              pageSize: search.limit,
              total: page.total,
              sizes: true,
              showTotal: (total) => t('submissions:list.totalCount', { total }),
              onChange: (currentPage, limit) => update({ currentPage, limit }),
            })}
          />
        )}
      </QueryState>
    </Card>
  );
}
