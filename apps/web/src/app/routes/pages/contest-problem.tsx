// A contest problem (/contest/:contestID/problem/:problemID): the problem page with the contest's rules.
import { useParams } from 'react-router';
import { ContestProblemView } from '@/features/contests/components/contest-problem-view';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { WithProblemView } from '../with-problem-view';

function ContestProblemPageBody() {
  const state = useContestOutlet();
  return <ContestProblemView state={state} displayId={useParams().problemID ?? ''} />;
}

export default function ContestProblemPage() {
  return (
    <WithProblemView>
      <ContestProblemPageBody />
    </WithProblemView>
  );
}
