// The contest shell (/contest/:contestID): header, clock and tabs around the child pages.
import { useParams } from 'react-router';
import { ContestNotFound } from '@/features/contests/components/contest-not-found';
import { ContestShell } from '@/features/contests/components/contest-shell';
import { parseCid } from '@/lib/paths/contests';

export default function ContestDetailsPage() {
  const cid = parseCid(useParams().contestID);
  return <div className="page">{cid === null ? <ContestNotFound /> : <ContestShell key={cid} cid={cid} />}</div>;
}
