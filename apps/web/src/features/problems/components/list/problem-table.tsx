// Problem rows: my status (logged in), id, title with tags, difficulty, submissions and AC rate.
import '@/locales/need/problem-pages';
import type { ReactNode } from 'react';
import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProblemListItem } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { AcRate } from '@/components/ac-rate';
import { DifficultyTag } from '@/components/tags/difficulty-tag';
import { ProblemTags } from '@/components/tags/problem-tags';

interface ProblemTableProps {
  rows: ProblemListItem[];
  loading: boolean;
  showStatus: boolean;
  pagination: TablePaginationConfig;
  onTagSelect: (id: number) => void;
  empty: ReactNode;
}

export const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

export function ProblemTable({ rows, loading, showStatus, pagination, onTagSelect, empty }: ProblemTableProps) {
  const { t } = useTranslation();
  // On a phone only status, id and title remain: the title wraps instead of scrolling sideways.
  const mobile = useMobile();
  const columns: ColumnsType<ProblemListItem> = [
    ...(showStatus
      ? [
          {
            key: 'status',
            width: 44,
            align: 'center' as const,
            render: (_: unknown, row: ProblemListItem) => <ProblemStatusIcon status={row.myStatus} />,
          },
        ]
      : []),
    {
      title: t('problems:list.id'),
      dataIndex: 'problemId',
      width: mobile ? 72 : 110,
      render: (problemId: string) => <Link to={problemPath(problemId)}>{problemId}</Link>,
    },
    {
      title: t('problems:list.problemTitle'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <div className="problem-title-cell">
          <Link to={problemPath(row.problemId)} className="problem-title-link" data-testid="problem-title">
            {title}
          </Link>
          <ProblemTags tags={row.tags} onSelect={onTagSelect} />
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
    { title: t('problems:list.total'), dataIndex: 'total', width: 90, responsive: ['md'] },
    {
      title: t('problems:list.acRate'),
      key: 'acRate',
      width: 140,
      responsive: ['sm'],
      render: (_: unknown, row) => <AcRate ac={row.ac} total={row.total} />,
    },
  ];
  return (
    <div data-testid="problem-table">
      <Table<ProblemListItem>
        rowKey="pid"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        locale={{ emptyText: empty }}
        onRow={() => ({ 'data-testid': 'problem-row' }) as React.HTMLAttributes<HTMLElement>}
        scroll={mobile ? undefined : { x: 'max-content' }}
      />
    </div>
  );
}
