// Training admin rights: root edits every training and alone deletes; other admins (1001, 1008) edit only the
// trainings they created; categories belong to root and problem admins.
import { useMemo } from 'react';
import { Role } from '@verdict/shared';
import { useSession } from '@/lib/session';

export interface TrainingRights {
  canEdit: (training: { uid: string | null }) => boolean;
  canDelete: boolean;
  manageCategories: boolean;
}

export const useTrainingRights = (): TrainingRights => {
  const { user } = useSession();
  return useMemo(() => {
    const root = user?.role === Role.Root;
    return {
      canEdit: (training) => root || (user !== null && training.uid === user.uid),
      canDelete: root,
      manageCategories: root || user?.role === Role.ProblemAdmin,
    };
  }, [user]);
};
