// The columns of a rank table (site ACM/OI lists and the group rank): place, user, signature, the order's figures.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RankRow, RankType } from '@verdict/shared';
import { useSession } from '@/lib/session';
import { acceptedSubmissionsPath } from '../lib/rank-search';

export interface RankColumnOptions<T> {
  /** The user cell. */
  user: (row: T) => ReactNode;
  /** The signature column (wide screens). */
  signature: boolean;
  /** Solved counts link to the user's accepted practice submissions (site lists only). */
  acLinks: boolean;
}

/** Place, user, then the figures of the order: ACM solved, submissions, rate; OI score, solved, submissions. */
export function useRankColumns<T extends RankRow>(type: RankType, mobile: boolean, options: RankColumnOptions<T>): TableColumnsType<T> {
  const { t } = useTranslation();
  const { user } = useSession();
  const ac = {
    title: t('ranks:ac'),
    dataIndex: 'ac',
    width: mobile ? 56 : 90,
    align: 'center' as const,
    render: (value: number, row: T) => {
      const path = options.acLinks ? acceptedSubmissionsPath(row.username, user) : null;
      return path ? (
        <Link to={path} data-testid="rank-ac">
          {value}
        </Link>
      ) : (
        <span data-testid="rank-ac">{value}</span>
      );
    },
  };
  const total = { title: t('ranks:total'), dataIndex: 'total', width: mobile ? 64 : 100, align: 'center' as const };
  const score = { title: t('ranks:score'), dataIndex: 'score', width: mobile ? 64 : 90, align: 'center' as const };
  const rate = {
    title: t('ranks:rate'),
    key: 'rate',
    width: 90,
    align: 'center' as const,
    render: (_: unknown, row: T) => (row.total ? `${((row.ac / row.total) * 100).toFixed(1)}%` : '0%'),
  };
  const signature = {
    title: t('ranks:signature'),
    dataIndex: 'signature',
    ellipsis: true,
    render: (text: string | null) => <Typography.Text type="secondary">{text}</Typography.Text>,
  };
  const figures = type === 'ACM' ? (mobile ? [ac, total] : [ac, total, rate]) : mobile ? [score, ac] : [score, ac, total];
  return [
    { title: '#', dataIndex: 'rank', width: mobile ? 40 : 56, align: 'center', render: (rank: number | null) => rank ?? '–' },
    { title: t('ranks:user'), key: 'user', render: (_, row) => options.user(row) },
    ...(mobile || !options.signature ? [] : [signature]),
    ...figures,
  ];
}
