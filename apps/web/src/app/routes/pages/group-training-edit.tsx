// A group training's editing (/group/:groupID/admin/training/:trainingId/edit).
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { TrainingEditor } from '@/features/manage-trainings/components/training-editors';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function GroupTrainingEditPage() {
  const tid = useTidParam();
  return (
    <GroupAdminPage>
      <TrainingEditor tid={tid} testId="group-training-edit" />
    </GroupAdminPage>
  );
}
