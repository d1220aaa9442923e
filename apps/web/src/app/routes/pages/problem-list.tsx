// Problem list page (/problem): filters, tags, the paged list.
import { ProblemList } from '@/features/problems/components/list/problem-list';

export default function ProblemListPage() {
  return (
    <div className="page">
      <ProblemList />
    </div>
  );
}
