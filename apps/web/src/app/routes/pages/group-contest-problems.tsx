// A group contest's problems (/group/:groupID/admin/contest/:contestId/problems): its problems and the group's own
// problems to add.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { useGidParam } from '@/hooks/use-gid-param';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { useGroupContest } from '@/features/manage-group/api/group-contests';
import { GroupContestProblems } from '@/features/manage-group/components/group-contest-problems';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';
import '@/features/groups/group-contests.css';

function Problems({ gid, cid }: { gid: number; cid: number }) {
  const query = useGroupContest(gid, cid);
  return (
    <Card data-testid="group-contest-problems-page">
      <QueryState query={query} rows={8}>
        {(contest) => <GroupContestProblems gid={gid} contest={contest} />}
      </QueryState>
    </Card>
  );
}

export default function GroupContestProblemsPage() {
  const gid = useGidParam();
  const cid = useCidParam();
  return (
    <GroupAdminPage>{gid !== null && (cid === null ? <ContestNotFound /> : <Problems key={cid} gid={gid} cid={cid} />)}</GroupAdminPage>
  );
}
