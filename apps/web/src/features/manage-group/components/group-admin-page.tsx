// The frame of a group admin page: the route's group, its admins only, the group's problem and training scopes.
import type { ReactNode } from 'react';
import { TrainingNotFound } from '@/components/training-not-found';
import { useGidParam } from '@/hooks/use-gid-param';
import { GroupAdminGate } from './group-admin-gate';
import { GroupProblemAdminScope } from './group-problem-admin-scope';
import { GroupTrainingAdminScope } from './group-training-admin-scope';

export function GroupAdminPage({ children }: { children: ReactNode }) {
  const gid = useGidParam();
  if (gid === null) return <TrainingNotFound />;
  return (
    <div className="page group-admin-page">
      <GroupAdminGate gid={gid}>
        <GroupProblemAdminScope gid={gid}>
          <GroupTrainingAdminScope gid={gid}>{children}</GroupTrainingAdminScope>
        </GroupProblemAdminScope>
      </GroupAdminGate>
    </div>
  );
}
