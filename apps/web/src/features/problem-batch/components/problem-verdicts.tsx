// One verified problem: its display id (linked) and title over the table of its reference solutions.
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { ProblemSolutionVerdicts } from '@verdict/shared';
import { SolutionVerdictTable } from './solution-verdict-table';

export function ProblemVerdicts({ problem }: { problem: ProblemSolutionVerdicts }) {
  return (
    <section className="pb-problem-verdicts" data-testid={`verdicts-${problem.problemId}`}>
      <Typography.Title level={5} ellipsis>
        <Link to={`/problem/${encodeURIComponent(problem.problemId)}`} target="_blank">
          {problem.problemId}
        </Link>{' '}
        {problem.title}
      </Typography.Title>
      <SolutionVerdictTable solutions={problem.solutions} />
    </section>
  );
}
