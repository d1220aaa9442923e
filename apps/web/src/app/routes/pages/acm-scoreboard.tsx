// The outside boards (/contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID, spec 001 §2): the
// contest's title and clock over its board, no login when the contest opens its rank; the table follows the
// contest's rule type. A closed board (401/403) says so.
import { Card, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import type { ContestInfo, ContestOutsideInfo } from '@verdict/shared';
import { ContestCountdown } from '@/features/contests/components/contest-countdown';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { ContestProgress } from '@/features/contests/components/contest-progress';
import { ContestTimes } from '@/features/contests/components/contest-times';
import { useContestStatus } from '@/features/contests/hooks/use-contest-clock';
import { ContestTypeTag } from '@/components/tags/contest-tags';
import { useOutsideInfo } from '@/features/contest-board/api/get-outside-info';
import { BoardClosed, isClosedError } from '@/features/contest-board/components/board-closed';
import { ContestBoard } from '@/features/contest-board/components/contest-board';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { parseCid } from '@/lib/paths/contests';

function OutsideHeader({ contest }: { contest: ContestInfo }) {
  return (
    <div className="board-outside-header" data-testid="board-outside-header">
      <Space wrap align="center">
        <Typography.Title level={3} className="contest-heading" data-testid="contest-heading">
          {contest.title}
        </Typography.Title>
        <ContestTypeTag type={contest.type} />
      </Space>
      <ContestTimes contest={contest} />
      <ContestCountdown contest={contest} />
      <ContestProgress contest={contest} />
    </div>
  );
}

function OutsideBoard({ info }: { info: ContestOutsideInfo }) {
  const status = useContestStatus(info.contest);
  return (
    <Card className="board-outside" data-testid="board-outside">
      <OutsideHeader contest={info.contest} />
      <ContestBoard source="outside" contest={info.contest} status={status} problems={info.problemList} />
    </Card>
  );
}

function OutsideBoardLoader({ cid }: { cid: number }) {
  const { user } = useSession();
  const query = useOutsideInfo(cid, user?.uid ?? null);
  if (query.isError && isClosedError(query.error)) return <BoardClosed cid={cid} />;
  return <QueryState query={query}>{(info) => <OutsideBoard info={info} />}</QueryState>;
}

export default function OutsideBoardPage() {
  const cid = parseCid(useParams().contestID);
  return <div className="page">{cid === null ? <ContestNotFound /> : <OutsideBoardLoader key={cid} cid={cid} />}</div>;
}
