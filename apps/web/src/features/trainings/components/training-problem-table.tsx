// The training's problems in order: my status, display id, title, difficulty, tags and pass rate.
import '@/locales/need/more';
import '@/locales/need/problem-pages';
import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { AcRate } from '@/components/ac-rate';
import { DifficultyTag } from '@/components/tags/difficulty-tag';
import { ProblemTags } from '@/components/tags/problem-tags';
import { useTrainingProblems } from '../api/get-training-problem-list';
// The problem list's cell styles (title above its tags).
import { useTrainingScope } from '@/lib/training-scope';

export function TrainingProblemTable({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const scope = useTrainingScope();
  const query = useTrainingProblems(tid, user?.uid ?? null);
  const link = (problemId: string, text: string, testId: string) => (
    <Link to={scope.problemPath(tid, problemId)} data-testid={testId}>
      {text}
    </Link>
  );
  const columns: ColumnsType<TrainingProblem> = [
    { key: 'status', width: 44, align: 'center', render: (_, row) => <ProblemStatusIcon status={row.myStatus} /> },
    {
      title: t('problems:list.id'),
      dataIndex: 'problemId',
      width: mobile ? 72 : 110,
      render: (problemId: string) => link(problemId, problemId, 'training-problem-id'),
    },
    {
      title: t('problems:list.problemTitle'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <div className="problem-title-cell">
          {link(row.problemId, title, 'training-problem-title')}
          <ProblemTags tags={row.tags} />
        </div>
      ),
    },
    {
      title: t('problems:list.difficulty'),
      dataIndex: 'difficulty',
      width: 110,
      responsive: ['sm'],
      render: (level: number) => <DifficultyTag level={level} />,
    },
    {
      title: t('problems:list.acRate'),
      key: 'acRate',
      width: 140,
      responsive: ['sm'],
      render: (_, row) => <AcRate ac={row.ac} total={row.total} />,
    },
  ];
  return (
    <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('training:detail.noProblems')} rows={6}>
      {(rows) => (
        <Table<TrainingProblem>
          rowKey="pid"
          columns={columns}
          dataSource={rows}
          pagination={false}
          onRow={() => ({ 'data-testid': 'training-problem-row' }) as HTMLAttributes<HTMLElement>}
          scroll={mobile ? undefined : { x: 'max-content' }}
          data-testid="training-problem-table"
        />
      )}
    </QueryState>
  );
}
