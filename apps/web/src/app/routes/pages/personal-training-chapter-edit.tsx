// Editing a chapter of a personal training (/personal/training/:trainingId/chapter/edit?chapterId=).
import { ChapterEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingChapterEditPage() {
  return (
    <PersonalTrainingScope>
      <ChapterEditor tid={useTidParam()} testId="personal-chapter-edit" />
    </PersonalTrainingScope>
  );
}
