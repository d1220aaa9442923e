// The contest's announcements tab (/contest/:contestID/announcements).
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { ContestAnnouncementList } from '@/features/contest-helpers/components/contest-announcement-list';

export default function ContestAnnouncementsPage() {
  const state = useContestOutlet();
  return (
    <ContestUnlocked state={state}>
      <ContestAnnouncementList cid={state.contest.id} />
    </ContestUnlocked>
  );
}
