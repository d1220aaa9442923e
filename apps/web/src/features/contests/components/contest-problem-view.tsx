// A problem inside a contest (ContestProblemDetails): the way back to the contest, its clock, the focus-mode toggle
// and the problem page; locked for non-admins before the start or without registration.
import '@/locales/need/more';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContextProblemFrame } from '@/components/focus-mode/context-problem-frame';
import type { ContestState } from '../hooks/use-contest-state';
import { CONTEST_LIST_PATH, contestFocusPath, contestProblemsPath } from '@/lib/paths/contests';
import { ContestCountdown } from './contest-countdown';
import { ContestUnlocked } from './contest-locked';
import { ContestProblemDetail } from './contest-problem-detail';
import '../contests.css';

export function ContestProblemView({ state, displayId }: { state: ContestState; displayId: string }) {
  const { t } = useTranslation();
  const { contest } = state;
  const breadcrumb = [
    { title: <Link to={CONTEST_LIST_PATH}>{t('contest:list.heading')}</Link> },
    {
      title: (
        <Link to={contestProblemsPath(contest.id)} data-testid="contest-back">
          {contest.title}
        </Link>
      ),
    },
    { title: displayId },
  ];
  return (
    <ContestUnlocked state={state}>
      <ContextProblemFrame
        breadcrumb={breadcrumb}
        focusTo={contestFocusPath(contest.id, displayId)}
        extra={<ContestCountdown contest={contest} />}
        testId="contest-problem-page"
      >
        <ContestProblemDetail key={displayId} state={state} displayId={displayId} />
      </ContextProblemFrame>
    </ContestUnlocked>
  );
}
