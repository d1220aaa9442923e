// A group training's chapters (/group/:groupID/admin/training/:trainingId/chapters): the chapter table, its chapters
// created and edited in a dialog (spec 002 §2.3).
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { ChapterAdmin } from '@/features/manage-trainings/components/chapter-admin';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function GroupTrainingChaptersPage() {
  const tid = useTidParam();
  return (
    <GroupAdminPage>
      <ChapterAdmin tid={tid} testId="group-training-chapters" />
    </GroupAdminPage>
  );
}
