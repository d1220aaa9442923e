// Back-office contest editing (/manage/contest/:contestId/edit): loads the contest into the form.
import { QueryState } from '@/components/query-state';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { useAdminContest } from '@/features/manage-contests/api/get-admin-contest';
import { ContestForm } from '@/features/manage-contests/components/contest-form';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';
import { formValuesOf } from '@/features/manage-contests/model/contest-form';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-contests/manage-contests.css';

function EditContest({ cid }: { cid: number }) {
  const query = useAdminContest(cid);
  return (
    <div className="mp-page" data-testid="manage-contest-edit">
      <QueryState query={query} rows={8}>
        {(contest) => <ContestForm id={cid} initial={formValuesOf(contest)} />}
      </QueryState>
    </div>
  );
}

export default function ManageContestEditPage() {
  const cid = useCidParam();
  if (cid === null) return <ContestNotFound />;
  return <EditContest key={cid} cid={cid} />;
}
