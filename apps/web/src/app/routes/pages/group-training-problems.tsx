// A group training's problems (/group/:groupID/admin/training/:trainingId/problems): ranks, removal and the picker
// over the group's and the public problems.
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { TrainingProblemsEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function GroupTrainingProblemsPage() {
  const tid = useTidParam();
  return (
    <GroupAdminPage>
      <TrainingProblemsEditor tid={tid} testId="group-training-problems" />
    </GroupAdminPage>
  );
}
