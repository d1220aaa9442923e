// Back-office chapters of a training (/manage/training/:trainingId/chapters): keyword, create, the chapter table.
import { ChapterAdmin } from '@/features/manage-trainings/components/chapter-admin';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingChaptersPage() {
  return <ChapterAdmin tid={useTidParam()} testId="manage-training-chapters" />;
}
