// Back-office problem creation (/manage/problem/create): the problem form with defaults and every local language.
import { ProblemCreator } from '@/features/manage-problems/components/problem-editors';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemCreatePage() {
  const { manageAll } = useProblemRights();
  return (
    <div className="mp-page" data-testid="manage-problem-create">
      <ProblemCreator mayPublish={manageAll} />
    </div>
  );
}
