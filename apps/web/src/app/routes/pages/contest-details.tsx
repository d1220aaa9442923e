// The contest shell (/contest/:contestID): header, clock and tabs around the child pages, and the unread contest
// announcements shown as notices while the contest runs.
import { useParams } from 'react-router';
import { ContestStatus, type ContestInfo } from '@verdict/shared';
import { UnreadAnnouncementNotices } from '@/features/contest-helpers/components/unread-announcement-notices';
import { useContestInfo } from '@/features/contests/api/get-contest-info';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { ContestShell } from '@/features/contests/components/contest-shell';
import { useContestState } from '@/features/contests/hooks/use-contest-state';
import { parseCid } from '@/lib/paths/contests';
import { useSession } from '@/lib/session';

function RunningContestNotices({ contest }: { contest: ContestInfo }) {
  const state = useContestState(contest);
  return <UnreadAnnouncementNotices cid={contest.id} active={state.status === ContestStatus.Running && !state.locked} />;
}

/** Shares the shell's contest query (same key), so it costs no extra call. */
function AnnouncementNotices({ cid }: { cid: number }) {
  const query = useContestInfo(cid, useSession().user?.uid ?? null);
  return query.data ? <RunningContestNotices contest={query.data} /> : null;
}

export default function ContestDetailsPage() {
  const cid = parseCid(useParams().contestID);
  return (
    <div className="page">
      {cid === null ? (
        <ContestNotFound />
      ) : (
        <>
          <ContestShell key={cid} cid={cid} />
          <AnnouncementNotices key={`notices-${cid}`} cid={cid} />
        </>
      )}
    </div>
  );
}
