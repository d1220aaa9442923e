// A contest problem in focus mode (ContestFullProblemDetails): the contest's name, clock and the way back above,
// the problem and its editor filling the window, the contest's problems below.
import { Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ContestInfo } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { FocusFrame } from '@/components/focus-mode/focus-frame';
import { FocusToggle } from '@/components/focus-mode/focus-toggle';
import { ProblemStrip } from '@/components/focus-mode/problem-strip';
import { useContestFullScreenProblems } from '../api/get-full-screen-problem-list';
import { useContestInfo } from '../api/get-contest-info';
import { useContestState } from '../hooks/use-contest-state';
import { contestFocusPath, contestProblemPath, contestProblemsPath } from '@/lib/paths/contests';
import { ContestCountdown } from './contest-countdown';
import { ContestUnlocked } from './contest-locked';
import { ContestProblemDetail } from './contest-problem-detail';

function ContestFocusStrip({ cid, displayId }: { cid: number; displayId: string }) {
  const { user } = useSession();
  const query = useContestFullScreenProblems(cid, user?.uid ?? null);
  if (!query.data) return null;
  return <ProblemStrip problems={query.data} current={displayId} linkTo={(problem) => contestFocusPath(cid, problem.problemId)} />;
}

function FocusedContest({ contest, displayId }: { contest: ContestInfo; displayId: string }) {
  const state = useContestState(contest);
  const bar = (
    <>
      <Typography.Text strong className="focus-bar-title">
        <Link to={contestProblemsPath(contest.id)} data-testid="focus-contest-link">
          <ArrowLeftOutlined /> {contest.title}
        </Link>
        {` / ${displayId}`}
      </Typography.Text>
      <Space size={12}>
        <ContestCountdown contest={contest} />
        <FocusToggle to={contestProblemPath(contest.id, displayId)} active />
      </Space>
    </>
  );
  const open = !state.locked && !state.accessPending;
  return (
    <FocusFrame bar={bar} strip={open && <ContestFocusStrip cid={contest.id} displayId={displayId} />}>
      <ContestUnlocked state={state}>
        <ContestProblemDetail key={displayId} state={state} displayId={displayId} />
      </ContestUnlocked>
    </FocusFrame>
  );
}

export function ContestFocusView({ cid, displayId }: { cid: number; displayId: string }) {
  const { user } = useSession();
  const query = useContestInfo(cid, user?.uid ?? null);
  return (
    <QueryState query={query} rows={8}>
      {(contest) => <FocusedContest contest={contest} displayId={displayId} />}
    </QueryState>
  );
}
