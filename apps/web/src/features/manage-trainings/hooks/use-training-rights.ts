// Training admin rights. Back office: root edits every training and alone deletes; other admins (1001, 1008) edit
// only the trainings they created; categories belong to root and problem admins. A group's scope brings its own.
import { useMemo } from 'react';
import { Role } from '@verdict/shared';
import { useSession } from '@/lib/session';
import type { TrainingRights } from '@/lib/admin-scope/training-admin-scope';
import { useTrainingAdminScope } from './use-training-admin-scope';

export type { TrainingRights };

export const useTrainingRights = (): TrainingRights => {
  const { user } = useSession();
  const scoped = useTrainingAdminScope().rights;
  const site = useMemo<TrainingRights>(() => {
    const root = user?.role === Role.Root;
    return {
      canEdit: (training) => root || (user !== null && training.uid === user.uid),
      canDelete: () => root,
      manageCategories: root || user?.role === Role.ProblemAdmin,
    };
  }, [user]);
  return scoped ?? site;
};
