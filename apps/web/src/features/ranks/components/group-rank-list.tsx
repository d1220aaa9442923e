// The group's Rank tab (spec 002 §2.6; reference §8): the members ranked by their submissions to the group's
// problems, ACM or OI order, searchable, 30 a page; real names appear for group admins (the server decides).
import '@/locales/need/more';
import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANK_TYPES, type GroupRankRow, type RankType } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { useSearchState } from '@/hooks/use-search-state';
import { useGroupRankList } from '../api/get-group-rank-list';
import { parseGroupRankSearch, serializeGroupRankSearch } from '../lib/rank-search';
import { useRankColumns } from './rank-columns';
import { RankSearchBox, RankTable } from './rank-table';
import { UserCell } from './user-cell';
import '../ranks.css';

export function GroupRankList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [search, update] = useSearchState(parseGroupRankSearch, serializeGroupRankSearch);
  const query = useGroupRankList({
    gid,
    type: search.type,
    currentPage: search.currentPage,
    limit: search.limit,
    searchUser: search.searchUser || undefined,
  });
  const columns = useRankColumns<GroupRankRow>(search.type, mobile, {
    user: (row) => <UserCell row={row} realname={row.realname} />,
    signature: false,
    acLinks: false,
  });
  return (
    <Card title={t('groupRank:title')} className="rank-list-page group-rank" data-testid="group-rank">
      <div className="group-rank-bar">
        <Segmented<RankType>
          options={RANK_TYPES.map((type) => ({ value: type, label: t(`groupRank:type.${type}`) }))}
          value={search.type}
          onChange={(type) => update({ type, currentPage: 1 })}
          data-testid="group-rank-type"
        />
        <RankSearchBox search={search} update={update} />
      </div>
      <RankTable query={query} columns={columns} search={search} update={update} emptyText={t('groupRank:empty')} />
    </Card>
  );
}
