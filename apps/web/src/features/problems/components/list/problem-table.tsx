// Problem rows: my status (logged in), id, title with tags, difficulty, submissions and AC rate.
import '@/locales/need/problem-pages';
import type { ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProblemListItem } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { AcRate } from '@/components/ac-rate';
import { PlainTable, type PlainColumn } from '@/components/plain-table';
import { DifficultyTag } from '@/components/tags/difficulty-tag';
import { ProblemTags } from '@/components/tags/problem-tags';

interface ProblemTableProps {
  rows: ProblemListItem[];
  loading: boolean;
  showStatus: boolean;
  pagination: PaginationProps;
  onTagSelect: (id: number) => void;
  empty: ReactNode;
}

export const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

export function ProblemTable({ rows, loading, showStatus, pagination, onTagSelect, empty }: ProblemTableProps) {
  const { t } = useTranslation();
  // On a phone only status, id and title remain: the title wraps instead of scrolling sideways.
  const mobile = useMobile();
  const columns: PlainColumn<ProblemListItem>[] = [
    ...(showStatus
      ? [
          {
            key: 'status',
            width: 44,
            align: 'center' as const,
            render: (row: ProblemListItem) => <ProblemStatusIcon status={row.myStatus} />,
          },
        ]
      : []),
    {
      key: 'problemId',
      title: t('problems:list.id'),
      width: mobile ? 72 : 110,
      render: (row) => <Link to={problemPath(row.problemId)}>{row.problemId}</Link>,
    },
    {
      key: 'title',
      title: t('problems:list.problemTitle'),
      render: (row) => (
        <div className="problem-title-cell">
          <Link to={problemPath(row.problemId)} className="problem-title-link" data-testid="problem-title">
            {row.title}
          </Link>
          <ProblemTags tags={row.tags} onSelect={onTagSelect} />
        </div>
      ),
    },
    {
      key: 'difficulty',
      title: t('problems:list.difficulty'),
      width: 110,
      from: 'sm',
      render: (row) => <DifficultyTag level={row.difficulty} />,
    },
    { key: 'total', title: t('problems:list.total'), width: 90, from: 'md', render: (row) => row.total },
    {
      key: 'acRate',
      title: t('problems:list.acRate'),
      width: 140,
      from: 'sm',
      render: (row) => <AcRate ac={row.ac} total={row.total} />,
    },
  ];
  return (
    <div data-testid="problem-table">
      <PlainTable<ProblemListItem>
        rowKey={(row) => row.pid}
        columns={columns}
        rows={rows}
        loading={loading}
        pagination={pagination}
        empty={empty}
        rowProps={() => ({ 'data-testid': 'problem-row' })}
        scrollX={!mobile}
      />
    </div>
  );
}
