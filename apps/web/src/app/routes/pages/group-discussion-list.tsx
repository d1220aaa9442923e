// The group's Discussion tab (/group/:groupID/discussion) and one problem's (/group/:groupID/discussion/:problemID),
// behind the group discussion switch: the site's discussion list in the group's scope.
import { useParams } from 'react-router';
import { DiscussionList } from '@/features/discussions/components/discussion-list';
import { DiscussionScopeProvider } from '@/features/discussions/lib/scope';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupDiscussionListPage() {
  const { group, admin } = useGroupOutlet();
  const pid = useParams().problemID?.trim() || undefined;
  return (
    <DiscussionScopeProvider value={{ gid: group.id, groupAdmin: admin }}>
      <DiscussionList key={pid ?? ''} pid={pid} />
    </DiscussionScopeProvider>
  );
}
