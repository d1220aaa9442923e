// Back-office training editing (/manage/training/:trainingId/edit): loads the training into the form.
import { TrainingEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingEditPage() {
  return <TrainingEditor tid={useTidParam()} testId="manage-training-edit" />;
}
