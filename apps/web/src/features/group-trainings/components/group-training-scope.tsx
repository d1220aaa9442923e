// Around a group's training pages: the group's links and id for the shared training components, or not found
// when the route's group or training id is not an id.
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { TrainingNotFound } from '@/components/training-not-found';
import { parseTid } from '@/lib/paths/trainings';
import { TrainingScopeContext } from '@/lib/training-scope';
import { useGidParam } from '@/hooks/use-gid-param';
import { groupTrainingScope } from '@/lib/paths/group-trainings';

function Scope({ gid, children }: { gid: number; children: ReactNode }) {
  const scope = useMemo(() => groupTrainingScope(gid), [gid]);
  return <TrainingScopeContext value={scope}>{children}</TrainingScopeContext>;
}

/** children get the training id of the route. */
export function GroupTrainingScope({ children }: { children: (tid: number) => ReactNode }) {
  const gid = useGidParam();
  const tid = parseTid(useParams().trainingID);
  if (gid === null || tid === null) return <TrainingNotFound />;
  return <Scope gid={gid}>{children(tid)}</Scope>;
}
