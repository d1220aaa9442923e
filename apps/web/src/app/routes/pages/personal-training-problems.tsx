// A personal training's (or chapter's) problems (/personal/training/:trainingId/problems): ranks, removal, the public picker.
import { TrainingProblemsEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingProblemsPage() {
  return (
    <PersonalTrainingScope>
      <TrainingProblemsEditor tid={useTidParam()} testId="personal-training-problems" />
    </PersonalTrainingScope>
  );
}
