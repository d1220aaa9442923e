// Around the personal centre's training screens: the shared training admin components (manage-trainings) call the
// personal API, link to /personal/training pages and follow its rights — the author and root edit, only root
// deletes (spec 002 §6) — with 5 trainings a page, no categories and no visible switch in the form (the list has it).
import '@/locales/need/more';
import { useMemo, type ReactNode } from 'react';
import { Role, TRAINING_LIMITS } from '@verdict/shared';
import { useSession } from '@/lib/session';
import { trainingPath } from '@/lib/paths/trainings';
import { TrainingAdminScopeContext, type TrainingAdminScope } from '@/lib/admin-scope/training-admin-scope';
import {
  CREATE_PERSONAL_TRAINING_PATH,
  createPersonalChapterPath,
  editPersonalChapterPath,
  editPersonalTrainingPath,
  PERSONAL_TRAINING_LIST_PATH,
  personalTrainingChaptersPath,
  personalTrainingProblemsPath,
} from '@/lib/paths/personal-trainings';
import { PERSONAL_TRAINING_BACKEND } from '../api/personal-backend';

export function PersonalTrainingScope({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const scope = useMemo<TrainingAdminScope>(() => {
    const root = user?.role === Role.Root;
    return {
      key: 'personal',
      backend: PERSONAL_TRAINING_BACKEND,
      categories: false,
      pickerTitle: 'training:manage.addFromPublic',
      pageSize: TRAINING_LIMITS.personalListPageSize,
      statusInForm: false,
      paths: {
        list: PERSONAL_TRAINING_LIST_PATH,
        create: CREATE_PERSONAL_TRAINING_PATH,
        edit: editPersonalTrainingPath,
        problems: personalTrainingProblemsPath,
        chapters: personalTrainingChaptersPath,
        chapterPages: { create: createPersonalChapterPath, edit: editPersonalChapterPath },
        view: trainingPath,
      },
      rights: {
        canEdit: (training) => root || (user !== null && training.uid === user.uid),
        canDelete: () => root,
        manageCategories: false,
      },
    };
  }, [user]);
  return <TrainingAdminScopeContext value={scope}>{children}</TrainingAdminScopeContext>;
}
