// The group's Announcement tab (/group/:groupID/announcement): the admin table of the group's announcements, for
// its admins (level 4–5, the site root; the shell refuses the others).
import { GroupAnnouncementAdmin } from '@/features/group-announcements/components/group-announcement-admin';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupAnnouncementsPage() {
  const { group, root } = useGroupOutlet();
  return <GroupAnnouncementAdmin gid={group.id} groupRoot={root} />;
}
