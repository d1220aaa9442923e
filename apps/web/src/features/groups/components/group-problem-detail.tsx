// The problem page inside a group: the statement read with the group's id, submissions carrying it, and my
// submissions made in the group; a judged submission refreshes the group's problem statuses.
import { ProblemView } from '@/lib/problem-view';
import { MySubmissions } from '@/components/judge/my-submissions';
import { useProblemDetail } from '@/lib/api/get-problem-detail';
import { useRefreshGroup } from '../hooks/use-refresh-group';

export function GroupProblemDetail({ gid, displayId }: { gid: number; displayId: string }) {
  const query = useProblemDetail(displayId, gid);
  const refresh = useRefreshGroup(gid);
  return (
    <ProblemView
      query={query}
      fillParent
      submitContext={{ gid }}
      onJudged={refresh}
      mySubmissions={<MySubmissions problemId={displayId} gid={gid} />}
    />
  );
}
