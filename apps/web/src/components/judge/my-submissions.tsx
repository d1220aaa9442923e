// "My submissions" tab: the caller's submissions of this problem (in a group: those made in it), 10 per page,
// live while judged; login needed.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type Submission } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { openLoginModal } from '@/lib/login-modal-store';
import { useSubmissionList } from '@/lib/api/get-submission-list';
import { SubmissionTable } from '@/components/judge/submission-table';
import { useLiveSubmissions } from '@/hooks/use-live-submissions';
import { useResubmit } from '@/hooks/use-resubmit';

interface LiveRowsProps {
  rows: Submission[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onResubmit: (submission: Submission) => Promise<unknown>;
}

function LiveRows({ rows, total, page, onPage, onResubmit }: LiveRowsProps) {
  const { t } = useTranslation();
  return (
    <SubmissionTable
      rows={useLiveSubmissions(rows)}
      showAuthor={false}
      showProblem={false}
      onResubmit={onResubmit}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problems:detail.noMySubmissions')} />}
      pagination={{ current: page, pageSize: PAGE_SIZES.mySubmissions, total, onChange: onPage, hideOnSinglePage: true, simple: true }}
    />
  );
}

export function MySubmissions({ problemId, gid }: { problemId: string; gid?: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const query = useSubmissionList(
    { currentPage: page, limit: PAGE_SIZES.mySubmissions, onlyMine: true, problemID: problemId, completeProblemID: true, gid },
    user !== null,
  );
  const resubmit = useResubmit();
  const onResubmit = async (submission: Submission) => {
    await resubmit(submission.submitId);
    await query.refetch();
  };
  if (!user) {
    return (
      <Result
        status="info"
        title={t('messages:Please_login_first')}
        extra={
          <Button type="primary" onClick={() => openLoginModal('login')} data-testid="my-submissions-login">
            {t('problems:detail.login')}
          </Button>
        }
      />
    );
  }
  return (
    <div data-testid="my-submissions">
      <QueryState query={query}>
        {(data) => <LiveRows rows={data.records} total={data.total} page={page} onPage={setPage} onResubmit={onResubmit} />}
      </QueryState>
    </div>
  );
}
