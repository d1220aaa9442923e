// Editing a personal training (/personal/training/:trainingId/edit).
import { TrainingEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingEditPage() {
  return (
    <PersonalTrainingScope>
      <TrainingEditor tid={useTidParam()} testId="personal-training-edit" />
    </PersonalTrainingScope>
  );
}
