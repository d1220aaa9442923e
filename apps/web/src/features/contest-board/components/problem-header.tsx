// A problem column's header: the display id (a link inside the contest) under its balloon colour, the title on hover.
import { Tooltip } from 'antd';
import { Link } from 'react-router';
import type { ContestProblem } from '@verdict/shared';

export interface BoardProblem extends Pick<ContestProblem, 'displayId' | 'displayTitle' | 'color'> {
  ac?: number;
  total?: number;
}

export function ProblemHeader({ problem, link }: { problem: BoardProblem; link?: string }) {
  const id = link ? <Link to={link}>{problem.displayId}</Link> : problem.displayId;
  return (
    <Tooltip title={problem.displayTitle}>
      <span className="board-problem-head" data-testid="board-problem-head" data-problem={problem.displayId}>
        <span
          className={problem.color ? 'board-balloon' : 'board-balloon board-balloon-none'}
          style={problem.color ? { background: problem.color } : undefined}
          data-testid="board-balloon"
          data-color={problem.color ?? ''}
        />
        <span>{id}</span>
      </span>
    </Tooltip>
  );
}
