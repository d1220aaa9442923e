// A group problem's editing (/group/:groupID/admin/problem/:problemId/edit, the internal id).
import { useParams } from 'react-router';
import { GroupAdminPage } from '@/features/manage-group/components/group-admin-page';
import { parsePid, ProblemEditor } from '@/features/manage-problems/components/problem-editors';
import '@/features/manage-problems/manage-problems.css';

export default function GroupProblemEditPage() {
  const pid = parsePid(useParams().problemId);
  return (
    <GroupAdminPage>
      <div className="mp-page" data-testid="group-problem-edit-page">
        <ProblemEditor pid={pid} mayPublish />
      </div>
    </GroupAdminPage>
  );
}
