// Training rows: rank, title link, auth, category (site trainings), the caller's progress (logged in), problem count,
// author (to the user home), favourite and like counts and last update; a row opens the training. On
// a phone only rank, title and progress remain, so nothing scrolls sideways.
import '@/locales/need/more';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Space, Table, type TablePaginationConfig } from 'antd';
import { LikeOutlined, StarOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingListItem } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useTrainingScope } from '@/lib/training-scope';
import { CategoryTag } from '@/components/tags/category-tag';
import { TrainingAuthTag } from '@/components/tags/training-auth-tag';
import { TrainingProgress } from './training-progress';
import './training-table.css';

interface TrainingTableProps {
  rows: TrainingListItem[];
  loading: boolean;
  showProgress: boolean;
  pagination: TablePaginationConfig;
  empty: ReactNode;
  /** The category column; by default for site trainings only (groups have no categories). */
  showCategory?: boolean;
  /** Favourite and like counts. */
  showMarks?: boolean;
}

const stop = (event: MouseEvent) => event.stopPropagation();

export function TrainingTable(props: TrainingTableProps) {
  const { rows, loading, showProgress, pagination, empty, showMarks = false } = props;
  const { t } = useTranslation();
  const mobile = useMobile();
  const navigate = useNavigate();
  const scope = useTrainingScope();
  const showCategory = props.showCategory ?? scope.gid === null;
  const columns: ColumnsType<TrainingListItem> = [
    { title: t('training:list.rank'), dataIndex: 'rank', width: mobile ? 56 : 80 },
    {
      title: t('training:list.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Link to={scope.detailsPath(row.id)} onClick={stop} className="training-title-link" data-testid="training-title">
          {title}
        </Link>
      ),
    },
    {
      title: t('training:list.auth'),
      dataIndex: 'auth',
      width: 100,
      responsive: ['sm'],
      render: (auth: TrainingListItem['auth']) => <TrainingAuthTag auth={auth} />,
    },
    ...(showCategory
      ? [
          {
            title: t('training:list.category'),
            dataIndex: 'category',
            width: 130,
            responsive: ['md' as const],
            render: (category: TrainingListItem['category']) => <CategoryTag category={category} />,
          },
        ]
      : []),
    ...(showProgress
      ? [
          {
            title: t('training:list.progress'),
            key: 'progress',
            width: mobile ? 110 : 170,
            render: (_: unknown, row: TrainingListItem) => <TrainingProgress acCount={row.acCount} problemCount={row.problemCount} />,
          },
        ]
      : []),
    { title: t('training:list.problemCount'), dataIndex: 'problemCount', width: 100, responsive: ['sm'] },
    {
      title: t('training:list.author'),
      dataIndex: 'author',
      width: 120,
      responsive: ['lg'],
      render: (author: string | null) =>
        author ? (
          <Link to={`/user-home?username=${encodeURIComponent(author)}`} onClick={stop} data-testid="training-author">
            {author}
          </Link>
        ) : (
          '-'
        ),
    },
    ...(showMarks
      ? [
          {
            title: t('training:list.marks'),
            key: 'marks',
            width: 110,
            responsive: ['md' as const],
            render: (_: unknown, row: TrainingListItem) => (
              <Space size={12} data-testid="training-marks">
                <span aria-label={t('training:list.favorites')}>
                  <StarOutlined /> {row.favoriteCount}
                </span>
                <span aria-label={t('training:list.likes')}>
                  <LikeOutlined /> {row.likeCount}
                </span>
              </Space>
            ),
          },
        ]
      : []),
    {
      title: t('training:list.modified'),
      dataIndex: 'gmtModified',
      width: 170,
      responsive: ['lg'],
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <Table<TrainingListItem>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: empty }}
      onRow={(row) =>
        ({
          'data-testid': 'training-row',
          className: 'training-row',
          onClick: () => navigate(scope.detailsPath(row.id)),
        }) as HTMLAttributes<HTMLElement>
      }
      scroll={mobile ? undefined : { x: 'max-content' }}
      data-testid="training-table"
    />
  );
}
