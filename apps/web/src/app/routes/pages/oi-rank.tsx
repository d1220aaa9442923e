// OI rank list (/oi-rank): score desc, solved desc; practice only.
import { RankList } from '@/features/ranks/components/rank-list';

export default function OiRankPage() {
  return (
    <div className="page">
      <RankList type="OI" />
    </div>
  );
}
