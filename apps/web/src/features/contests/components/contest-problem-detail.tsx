// The problem page inside a contest: the statement under its display id and title, submissions carrying the
// contest's id and display id, the contest's submit rules, its own editor storage and list of my submissions.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionKeys } from '@/lib/query-keys';
import { ProblemView } from '@/lib/problem-view';
import { useSession } from '@/lib/session';
import { useContestProblemDetail } from '../api/get-contest-problem-detail';
import { useRefreshContest } from '../hooks/use-refresh-contest';
import type { ContestState } from '../hooks/use-contest-state';
import { contestSubmissionPath } from '@/lib/paths/contests';
import { ContestMySubmissions } from './contest-my-submissions';

export function ContestProblemDetail({ state, displayId }: { state: ContestState; displayId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const cid = state.contest.id;
  const query = useContestProblemDetail(cid, displayId, user?.uid ?? null);
  const refresh = useRefreshContest();
  const queryClient = useQueryClient();
  const shown = query.data?.contestProblem;
  return (
    <ProblemView
      query={query}
      fillParent
      shownAs={shown && { problemId: shown.displayId, title: shown.displayTitle }}
      submitContext={{ cid }}
      submitPid={displayId}
      editorScope={`contest-${cid}-${displayId}`}
      submitBlocked={state.submitBlock && t(state.submitBlock)}
      submissionPath={(submitId) => contestSubmissionPath(cid, displayId, submitId)}
      onJudged={() => {
        refresh();
        void queryClient.invalidateQueries({ queryKey: submissionKeys.lists });
      }}
      mySubmissions={<ContestMySubmissions cid={cid} displayId={displayId} />}
    />
  );
}
