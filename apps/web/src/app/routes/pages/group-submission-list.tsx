// The group's Submission tab (/group/:groupID/submission, members): the status page over the group's submissions,
// its rows opening the group's submission and problem pages.
import { useMemo } from 'react';
import { SubmissionList } from '@/features/submissions/components/submission-list';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import type { SubmissionLinks } from '@/components/judge/submission-table';
import { groupProblemPath, groupSubmissionPath } from '@/lib/paths/groups';

export default function GroupSubmissionListPage() {
  const gid = useGroupOutlet().group.id;
  const links = useMemo<SubmissionLinks>(
    () => ({
      detail: (row) => groupSubmissionPath(gid, row.submitId),
      problem: (row) => groupProblemPath(gid, row.displayPid),
    }),
    [gid],
  );
  return <SubmissionList gid={gid} links={links} />;
}
