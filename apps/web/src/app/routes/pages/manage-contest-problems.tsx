// Back-office contest problems (/manage/contest/:contestId/problems): display ids, titles, colours, removal, picker.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { useAdminContest } from '@/features/manage-contests/api/get-admin-contest';
import { ContestProblemsAdmin } from '@/features/manage-contests/components/contest-problems-admin';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

function ContestProblems({ cid }: { cid: number }) {
  const query = useAdminContest(cid);
  return (
    <Card className="mp-page" data-testid="manage-contest-problems">
      <QueryState query={query} rows={8}>
        {(contest) => <ContestProblemsAdmin contest={contest} />}
      </QueryState>
    </Card>
  );
}

export default function ManageContestProblemsPage() {
  const cid = useCidParam();
  if (cid === null) return <ContestNotFound />;
  return <ContestProblems key={cid} cid={cid} />;
}
