// The problem page inside a group: the statement read with the group's id, submissions carrying it, and my
// submissions made in the group; a judged submission refreshes the group's problem statuses.
import { ProblemDetailView } from '@/features/problems/components/detail/problem-detail';
import { MySubmissions } from '@/features/problems/components/detail/my-submissions';
import { useProblemDetail } from '@/features/problems/api/get-problem-detail';
import { useRefreshGroup } from '../hooks/use-refresh-group';

export function GroupProblemDetail({ gid, displayId }: { gid: number; displayId: string }) {
  const query = useProblemDetail(displayId, gid);
  const refresh = useRefreshGroup(gid);
  return (
    <ProblemDetailView
      query={query}
      fillParent
      submitContext={{ gid }}
      onJudged={refresh}
      mySubmissions={<MySubmissions problemId={displayId} gid={gid} />}
    />
  );
}
