// Back-office training creation (/manage/training/create): the training form with its defaults.
import { TrainingCreator } from '@/features/manage-trainings/components/training-editors';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingCreatePage() {
  return <TrainingCreator testId="manage-training-create" />;
}
