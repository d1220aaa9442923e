// The problem page inside a contest: the statement under its display id and title, submissions carrying the
// contest's id and display id, the contest's submit rules, its own editor storage and list of my submissions. In an
// OI contest without the live board (spec 001 §4) a resubmission asks to cover the earlier one, and a submission
// ends with a "submitted" notice instead of a result.
import '@/locales/need/more';
import { useQueryClient } from '@tanstack/react-query';
import { ContestType, JudgeStatus } from '@verdict/shared';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import { submissionKeys } from '@/lib/query-keys';
import { ProblemView } from '@/lib/problem-view';
import { useSession } from '@/lib/session';
import { useContestProblemDetail } from '../api/get-contest-problem-detail';
import { useContestProblems } from '../api/get-contest-problems';
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
  const blind = state.contest.type === ContestType.OI && !state.contest.realTimeRank;
  const problems = useContestProblems(cid, user?.uid ?? null);
  const submittedBefore = problems.data?.some((p) => p.displayId === displayId && p.myStatus !== JudgeStatus.NotSubmitted) ?? false;
  const confirmCover = () =>
    new Promise<boolean>((resolve) => {
      withDialogs(({ modal }) =>
        modal.confirm({
          title: t('contest:submit.coverTitle'),
          content: t('contest:submit.coverContent'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
    });
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
      confirmSubmit={blind && submittedBefore ? confirmCover : undefined}
      onJudged={() => {
        if (blind) notify.info(t('contest:submit.submittedNotice'));
        refresh();
        void queryClient.invalidateQueries({ queryKey: submissionKeys.lists });
      }}
      mySubmissions={<ContestMySubmissions cid={cid} displayId={displayId} />}
    />
  );
}
