// An ACM or OI rank list page body: the top-10 chart, the user search and the paged table (spec 001 §2).
import '@/locales/need/more';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankRow, RankType } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { useSearchState } from '@/hooks/use-search-state';
import { useRankList } from '../api/get-rank-list';
import { parseRankSearch, serializeRankSearch } from '../lib/rank-search';
import { RankChart } from './rank-chart';
import { useRankColumns } from './rank-columns';
import { RankSearchBox, RankTable } from './rank-table';
import { UserCell } from './user-cell';
import '../ranks.css';

export function RankList({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [search, update] = useSearchState(parseRankSearch, serializeRankSearch);
  const query = useRankList({ type, currentPage: search.currentPage, limit: search.limit, searchUser: search.searchUser || undefined });
  const columns = useRankColumns<RankRow>(type, mobile, {
    user: (row) => <UserCell row={row} />,
    signature: true,
    acLinks: true,
  });
  return (
    <Card title={t(type === 'ACM' ? 'ranks:acmTitle' : 'ranks:oiTitle')} className="rank-list-page" data-testid="rank-list">
      <RankChart type={type} />
      <RankSearchBox search={search} update={update} />
      <RankTable query={query} columns={columns} search={search} update={update} emptyText={t('ranks:empty')} />
    </Card>
  );
}
