// The group's Rank tab (/group/:groupID/rank, members): the members ranked by their group submissions.
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import { GroupRankList } from '@/features/ranks/components/group-rank-list';

export default function GroupRankPage() {
  return <GroupRankList gid={useGroupOutlet().group.id} />;
}
