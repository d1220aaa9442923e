// The site discussions (/discussion) and one problem's (/discussion/:problemID), behind the public discussion switch.
import { useParams } from 'react-router';
import { DiscussionList } from '@/features/discussions/components/discussion-list';

export default function DiscussionListPage() {
  const pid = useParams().problemID?.trim() || undefined;
  return (
    <div className="page">
      <DiscussionList key={pid ?? ''} pid={pid} />
    </div>
  );
}
