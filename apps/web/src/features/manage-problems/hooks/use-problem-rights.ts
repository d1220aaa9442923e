// Problem admin rights (reference §4): root and problem admins manage every problem and may publish;
// an admin (1001) manages only the problems it created and cannot make one public.
import { useMemo } from 'react';
import { Role } from '@verdict/shared';
import { useSession } from '@/lib/session';

export interface ProblemRights {
  /** May publish (auth 1) and manage every problem. */
  manageAll: boolean;
  canManage: (problem: { uid: string | null }) => boolean;
}

export const useProblemRights = (): ProblemRights => {
  const { user } = useSession();
  return useMemo(() => {
    const manageAll = user?.role === Role.Root || user?.role === Role.ProblemAdmin;
    return {
      manageAll,
      canManage: (problem) => manageAll || (user !== null && problem.uid === user.uid),
    };
  }, [user]);
};
