// One group discussion (/group/:groupID/discussion-detail/:discussionID): the post in the group's scope, then its
// comments — admin roles and the group's admins moderate them.
import { useParams } from 'react-router';
import { CommentSection } from '@/features/comments/components/comment-section';
import { DiscussionDetail } from '@/features/discussions/components/discussion-detail';
import { DiscussionScopeProvider } from '@/features/discussions/lib/scope';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import { parseDid } from '@/lib/paths/discussions';
import { isAdminUser, useSession } from '@/lib/session';
import NotFoundPage from './not-found';

export default function GroupDiscussionDetailsPage() {
  const { group, admin } = useGroupOutlet();
  const did = parseDid(useParams().discussionID);
  const { user } = useSession();
  if (did === null) return <NotFoundPage />;
  return (
    <DiscussionScopeProvider value={{ gid: group.id, groupAdmin: admin }}>
      <DiscussionDetail key={did} did={did}>
        {(post, countComments) => <CommentSection did={post.id} canModerate={isAdminUser(user) || admin} onCountChange={countComments} />}
      </DiscussionDetail>
    </DiscussionScopeProvider>
  );
}
