// The contest's problems (spec 001 §2): my status, display id, display title with its balloon colour, accepted and
// total counts (OI: my score too); a row opens the problem.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestType, type ContestProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { useContestProblems } from '../api/get-contest-problems';
import type { ContestState } from '../hooks/use-contest-state';
import { contestProblemPath } from '@/lib/paths/contests';
import { BalloonDot } from './balloon-dot';

export function ContestProblemTable({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const mobile = useMobile();
  const { contest } = state;
  // Narrow number columns on a phone leave the title room without scrolling sideways.
  const numberWidth = mobile ? 52 : 80;
  const query = useContestProblems(contest.id, user?.uid ?? null);
  const open = (row: ContestProblem) => navigate(contestProblemPath(contest.id, row.displayId));
  const columns: ColumnsType<ContestProblem> = [
    { key: 'status', width: mobile ? 32 : 44, align: 'center', render: (_, row) => <ProblemStatusIcon status={row.myStatus} /> },
    {
      title: t('contest:problems.id'),
      dataIndex: 'displayId',
      width: mobile ? 48 : 80,
      render: (displayId: string) => (
        <Link to={contestProblemPath(contest.id, displayId)} onClick={(e) => e.stopPropagation()} data-testid="contest-problem-id">
          {displayId}
        </Link>
      ),
    },
    {
      title: t('contest:problems.title'),
      dataIndex: 'displayTitle',
      render: (title: string, row) => (
        <span className="contest-problem-title">
          <BalloonDot color={row.color} />
          <span data-testid="contest-problem-title">{title}</span>
        </span>
      ),
    },
    ...(contest.type === ContestType.OI
      ? [
          {
            title: t('contest:problems.score'),
            dataIndex: 'score',
            width: numberWidth,
            render: (score: number | null | undefined) => score ?? '-',
          },
        ]
      : []),
    // Without the real-time board (sealed, spec 001 §6) the counts show a question mark.
    ...(['ac', 'total'] as const).map((key) => ({
      title: t(`contest:problems.${key}`),
      dataIndex: key,
      width: numberWidth,
      align: 'right' as const,
      render: (count: number) => (contest.realTimeRank ? count : '?'),
    })),
  ];
  return (
    <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('contest:problems.empty')} rows={6}>
      {(rows) => (
        <Table<ContestProblem>
          rowKey="pid"
          size={mobile ? 'small' : 'middle'}
          columns={columns}
          dataSource={rows}
          pagination={false}
          rowClassName="contest-problem-row"
          onRow={(row) =>
            ({
              onClick: () => open(row),
              'data-testid': 'contest-problem-row',
              'data-problem': row.displayId,
            }) as HTMLAttributes<HTMLElement>
          }
          data-testid="contest-problem-table"
        />
      )}
    </QueryState>
  );
}
