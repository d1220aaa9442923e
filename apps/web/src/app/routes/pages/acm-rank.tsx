// ACM rank list (/acm-rank): solved desc, submissions asc; practice only.
import { RankList } from '@/features/ranks/components/rank-list';

export default function AcmRankPage() {
  return (
    <div className="page">
      <RankList type="ACM" />
    </div>
  );
}
