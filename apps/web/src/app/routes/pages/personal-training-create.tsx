// A new personal training (/personal/training/create): the training form; it starts hidden.
import { TrainingCreator } from '@/features/manage-trainings/components/training-editors';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingCreatePage() {
  return (
    <PersonalTrainingScope>
      <TrainingCreator testId="personal-training-create" />
    </PersonalTrainingScope>
  );
}
