// Back-office chapter editing (/manage/training/:trainingId/chapter/edit?chapterId=): loads the chapter into the form.
import { ChapterEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingChapterEditPage() {
  return <ChapterEditor tid={useTidParam()} testId="manage-chapter-edit" />;
}
