// Contest list page (/contest): filters and ten contests a page.
import { ContestList } from '@/features/contests/components/contest-list';

export default function ContestListPage() {
  return (
    <div className="page">
      <ContestList />
    </div>
  );
}
