// A group training's creation (/group/:groupID/admin/training/create): the training form saving to the group.
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { TrainingCreator } from '@/features/manage-trainings/components/training-editors';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function GroupTrainingCreatePage() {
  return (
    <GroupAdminPage>
      <TrainingCreator testId="group-training-create" />
    </GroupAdminPage>
  );
}
