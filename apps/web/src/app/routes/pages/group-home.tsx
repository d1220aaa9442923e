// The group's Home tab (/group/:groupID): its description, then the visible announcements for members and the
// site root.
import { GroupAnnouncementPanel } from '@/features/group-announcements/components/group-announcement-panel';
import { GroupHome } from '@/features/groups/components/group-home';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupHomePage() {
  const { group, member } = useGroupOutlet();
  return (
    <>
      <GroupHome group={group} />
      {member && <GroupAnnouncementPanel gid={group.id} />}
    </>
  );
}
