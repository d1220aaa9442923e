// Contest submission rows: the shared submission table, polled live with the contest's id, linking to the
// contest's own problem and submission routes.
import type { SubmissionTableProps } from '@/components/judge/submission-table';
import { SubmissionTable } from '@/components/judge/submission-table';
import { useLiveSubmissions } from '@/hooks/use-live-submissions';
import { contestProblemPath, contestSubmissionPath } from '@/lib/paths/contests';

type Props = Omit<SubmissionTableProps, 'links' | 'onRejudge' | 'onResubmit'> & { cid: number };

export function ContestSubmissionTable({ cid, rows, ...table }: Props) {
  return (
    <SubmissionTable
      rows={useLiveSubmissions(rows, cid)}
      links={{
        detail: (row) => contestSubmissionPath(cid, row.displayPid, row.submitId),
        problem: (row) => contestProblemPath(cid, row.displayPid),
      }}
      {...table}
    />
  );
}
