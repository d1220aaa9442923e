// A personal training's chapters (/personal/training/:trainingId/chapters): keyword, create, the chapter table.
import { ChapterAdmin } from '@/features/manage-trainings/components/chapter-admin';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingChaptersPage() {
  return (
    <PersonalTrainingScope>
      <ChapterAdmin tid={useTidParam()} testId="personal-training-chapters" />
    </PersonalTrainingScope>
  );
}
