// A contest problem in focus mode (/contest/:contestID/problem/:problemID/full-screen), in the bare layout.
import { useParams } from 'react-router';
import { ContestFocusView } from '@/features/contests/components/contest-focus-view';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { parseCid } from '@/lib/paths/contests';
import { SiteLoginDialog } from '@/app/layouts/site-login-dialog';
import { WithProblemView } from '../with-problem-view';

function ContestFullProblemPageBody() {
  const params = useParams();
  const cid = parseCid(params.contestID);
  if (cid === null) return <ContestNotFound />;
  return (
    <>
      <ContestFocusView key={cid} cid={cid} displayId={params.problemID ?? ''} />
      <SiteLoginDialog />
    </>
  );
}

export default function ContestFullProblemPage() {
  return (
    <WithProblemView>
      <ContestFullProblemPageBody />
    </WithProblemView>
  );
}
