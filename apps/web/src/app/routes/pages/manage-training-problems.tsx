// Back-office training problems (/manage/training/:trainingId/problems): ranks, removal and the public picker.
import { TrainingProblemsEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingProblemsPage() {
  return <TrainingProblemsEditor tid={useTidParam()} testId="manage-training-problems" />;
}
