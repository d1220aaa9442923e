// A new chapter of a personal training (/personal/training/:trainingId/chapter/create), then its chapter list.
import { ChapterCreator } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingChapterCreatePage() {
  return (
    <PersonalTrainingScope>
      <ChapterCreator tid={useTidParam()} testId="personal-chapter-create" />
    </PersonalTrainingScope>
  );
}
