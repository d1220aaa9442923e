// A group problem's creation (/group/:groupID/admin/problem/create): the back office's problem form saving to the
// group. Group problems are public inside their group by default (trainings take those).
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { ProblemCreator } from '@/features/manage-problems/components/problem-editors';
import '@/features/manage-problems/manage-problems.css';

export default function GroupProblemCreatePage() {
  return (
    <GroupAdminPage>
      <div className="mp-page" data-testid="group-problem-create-page">
        <ProblemCreator mayPublish />
      </div>
    </GroupAdminPage>
  );
}
