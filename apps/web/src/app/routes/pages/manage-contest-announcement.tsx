// Back-office contest announcements (/manage/contest/:contestId/announcement): list, post, edit, delete.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { AdminAnnouncements } from '@/features/contest-helpers/components/admin-announcements';
import { useAdminContest } from '@/features/manage-contests/api/get-admin-contest';
import { useCidParam } from '@/features/manage-contests/hooks/use-cid-param';

function ContestAnnouncements({ cid }: { cid: number }) {
  const query = useAdminContest(cid);
  return (
    <Card className="mp-page" data-testid="manage-contest-announcement">
      <QueryState query={query} rows={8}>
        {(contest) => <AdminAnnouncements cid={cid} contestTitle={contest.title} />}
      </QueryState>
    </Card>
  );
}

export default function ManageContestAnnouncementPage() {
  const cid = useCidParam();
  if (cid === null) return <ContestNotFound />;
  return <ContestAnnouncements key={cid} cid={cid} />;
}
