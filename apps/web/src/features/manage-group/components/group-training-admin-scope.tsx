// Around a group's training admin screens: the shared training admin components call the group's API, link to
// the group's pages and follow the group's rights (no site categories).
import '@/locales/need/more';
import { useMemo, type ReactNode } from 'react';
import { TrainingAdminScopeContext, type TrainingAdminScope } from '@/lib/admin-scope/training-admin-scope';
import { groupTrainingPath } from '@/lib/paths/group-trainings';
import { groupTrainingBackend } from '../api/group-training-backend';
import { useGroupRights } from '@/hooks/use-group-rights';
import {
  groupCreateTrainingPath,
  groupEditTrainingPath,
  groupTrainingAdminPath,
  groupTrainingChaptersAdminPath,
  groupTrainingProblemsAdminPath,
} from '@/lib/paths/manage-group';

export function GroupTrainingAdminScope({ gid, children }: { gid: number; children: ReactNode }) {
  const { owns } = useGroupRights(gid);
  const scope = useMemo<TrainingAdminScope>(
    () => ({
      key: `group-${gid}`,
      backend: groupTrainingBackend(gid),
      categories: false,
      pickerTitle: 'groupTraining:admin.addProblems',
      paths: {
        list: groupTrainingAdminPath(gid),
        create: groupCreateTrainingPath(gid),
        edit: (tid) => groupEditTrainingPath(gid, tid),
        problems: (tid) => groupTrainingProblemsAdminPath(gid, tid),
        chapters: (tid) => groupTrainingChaptersAdminPath(gid, tid),
        view: (tid) => groupTrainingPath(gid, tid),
      },
      rights: { canEdit: owns, canDelete: owns, manageCategories: false },
    }),
    [gid, owns],
  );
  return <TrainingAdminScopeContext value={scope}>{children}</TrainingAdminScopeContext>;
}
