// The group's Member tab (/group/:groupID/member): members, and applications for group admins.
import { GroupMembers } from '@/features/groups/components/group-members';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupMembersPage() {
  return <GroupMembers state={useGroupOutlet()} />;
}
