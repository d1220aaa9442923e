// One discussion (/discussion-detail/:discussionID): the post, then its comments — any admin role moderates them.
import { useParams } from 'react-router';
import { CommentSection } from '@/features/comments/components/comment-section';
import { DiscussionDetail } from '@/features/discussions/components/discussion-detail';
import { parseDid } from '@/lib/paths/discussions';
import { isAdminUser, useSession } from '@/lib/session';
import NotFoundPage from './not-found';

export default function DiscussionDetailsPage() {
  const did = parseDid(useParams().discussionID);
  const { user } = useSession();
  if (did === null) return <NotFoundPage />;
  return (
    <div className="page">
      <DiscussionDetail key={did} did={did}>
        {(post, countComments) => <CommentSection did={post.id} canModerate={isAdminUser(user)} onCountChange={countComments} />}
      </DiscussionDetail>
    </div>
  );
}
