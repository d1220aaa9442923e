// A group contest's editing (/group/:groupID/admin/contest/:contestId/edit): loads it into the contest form.
import { QueryState } from '@/components/query-state';
import { useGidParam } from '@/hooks/use-gid-param';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { useGroupContest, useSaveGroupContest } from '@/features/manage-group/api/group-contests';
import { groupContestAdminPath } from '@/features/manage-group/lib/group-contest-paths';
import { ContestForm } from '@/features/manage-contests/components/contest-form';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';
import { formValuesOf } from '@/features/manage-contests/model/contest-form';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-contests/manage-contests.css';

function EditGroupContest({ gid, cid }: { gid: number; cid: number }) {
  const query = useGroupContest(gid, cid);
  const save = useSaveGroupContest(gid, cid);
  return (
    <div className="mp-page" data-testid="group-contest-edit-form">
      <QueryState query={query} rows={8}>
        {(contest) => <ContestForm id={cid} initial={formValuesOf(contest)} target={{ save, listPath: groupContestAdminPath(gid) }} />}
      </QueryState>
    </div>
  );
}

export default function GroupContestEditPage() {
  const gid = useGidParam();
  const cid = useCidParam();
  return (
    <GroupAdminPage>
      {gid !== null && (cid === null ? <ContestNotFound /> : <EditGroupContest key={cid} gid={gid} cid={cid} />)}
    </GroupAdminPage>
  );
}
