// Back-office problem editing (/manage/problem/edit/:problemId, the internal id): loads the problem and its cases into the form.
import { useParams } from 'react-router';
import { parsePid, ProblemEditor } from '@/features/manage-problems/components/problem-editors';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemEditPage() {
  const pid = parsePid(useParams().problemId);
  const { manageAll } = useProblemRights();
  return (
    <div className="mp-page" data-testid="manage-problem-edit">
      <ProblemEditor pid={pid} mayPublish={manageAll} />
    </div>
  );
}
