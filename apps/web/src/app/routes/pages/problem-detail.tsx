// Problem page (/problem/:problemID): statement tabs and the code workspace; state starts afresh per problem.
import { useParams } from 'react-router';
import { ProblemDetail } from '@/features/problems/components/detail/problem-detail';

export default function ProblemDetailPage() {
  const { problemID = '' } = useParams();
  return (
    <div className="page">
      <ProblemDetail key={problemID} problemId={problemID} />
    </div>
  );
}
