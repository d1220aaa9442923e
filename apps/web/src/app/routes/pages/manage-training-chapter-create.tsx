// Back-office chapter creation (/manage/training/:trainingId/chapter/create): the chapter form, then the chapter list.
import { ChapterCreator } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingChapterCreatePage() {
  return <ChapterCreator tid={useTidParam()} testId="manage-chapter-create" />;
}
