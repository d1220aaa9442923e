// Group list page (/group): filters, the group cards and Create Group.
import { GroupList } from '@/features/groups/components/group-list';

export default function GroupListPage() {
  return (
    <div className="page">
      <GroupList />
    </div>
  );
}
