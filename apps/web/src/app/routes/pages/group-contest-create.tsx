// A group contest's creation (/group/:groupID/admin/contest/create): the contest form saving to the group.
import { useState } from 'react';
import { useGidParam } from '@/hooks/use-gid-param';
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { useSaveGroupContest } from '@/features/manage-group/api/group-contests';
import { groupContestAdminPath } from '@/features/manage-group/lib/group-contest-paths';
import { ContestForm } from '@/features/manage-contests/components/contest-form';
import { newContestValues } from '@/features/manage-contests/model/contest-form';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-contests/manage-contests.css';

function CreateGroupContest({ gid }: { gid: number }) {
  const [initial] = useState(newContestValues);
  const save = useSaveGroupContest(gid, null);
  return (
    <div className="mp-page" data-testid="group-contest-create-form">
      <ContestForm id={null} initial={initial} target={{ save, listPath: groupContestAdminPath(gid) }} />
    </div>
  );
}

export default function GroupContestCreatePage() {
  const gid = useGidParam();
  return <GroupAdminPage>{gid !== null && <CreateGroupContest gid={gid} />}</GroupAdminPage>;
}
