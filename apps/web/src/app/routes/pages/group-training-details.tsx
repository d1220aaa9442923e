// A group training's details (/group/:groupID/training/:trainingID[/problems]): the site's training details in the
// group's scope.
import { GatedTrainingDetails } from '@/features/trainings/components/gated-training';
import { GroupTrainingScope } from '@/features/group-trainings/components/group-training-scope';

export default function GroupTrainingDetailsPage() {
  return (
    <div className="page">
      <GroupTrainingScope>{(tid) => <GatedTrainingDetails key={tid} tid={tid} />}</GroupTrainingScope>
    </div>
  );
}
