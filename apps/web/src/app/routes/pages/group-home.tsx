// The group's Home tab (/group/:groupID): its description.
import { GroupHome } from '@/features/groups/components/group-home';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupHomePage() {
  return <GroupHome group={useGroupOutlet().group} />;
}
