// Back-office training creation (/manage/training/create): the training form with its defaults.
import { TrainingForm } from '@/features/manage-trainings/components/training-form';
import { NEW_TRAINING } from '@/features/manage-trainings/model/training-form';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingCreatePage() {
  return (
    <div className="mp-page" data-testid="manage-training-create">
      <TrainingForm id={null} initial={NEW_TRAINING} />
    </div>
  );
}
