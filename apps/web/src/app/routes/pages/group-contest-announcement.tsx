// A group contest's announcements (/group/:groupID/admin/contest/:contestId/announcement): the back office's
// announcement screen on the group's calls (/api/group/contest-announcement), returning to the Contest tab.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { useGidParam } from '@/hooks/use-gid-param';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { AdminAnnouncements } from '@/features/contest-helpers/components/admin-announcements';
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { useGroupContest } from '@/features/manage-group/api/group-contests';
import { groupContestAdminPath } from '@/features/manage-group/lib/group-contest-paths';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';

const GROUP_ANNOUNCEMENT_API = '/group/contest-announcement';

function Announcements({ gid, cid }: { gid: number; cid: number }) {
  const query = useGroupContest(gid, cid);
  return (
    <Card data-testid="group-contest-announcement">
      <QueryState query={query} rows={8}>
        {(contest) => (
          <AdminAnnouncements
            cid={cid}
            contestTitle={contest.title}
            apiPath={GROUP_ANNOUNCEMENT_API}
            backPath={groupContestAdminPath(gid)}
          />
        )}
      </QueryState>
    </Card>
  );
}

export default function GroupContestAnnouncementPage() {
  const gid = useGidParam();
  const cid = useCidParam();
  return (
    <GroupAdminPage>
      {gid !== null && (cid === null ? <ContestNotFound /> : <Announcements key={cid} gid={gid} cid={cid} />)}
    </GroupAdminPage>
  );
}
