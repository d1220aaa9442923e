// A group problem (/group/:groupID/problem/:problemID): the problem page inside the group.
import { useParams } from 'react-router';
import { GroupProblemView } from '@/features/groups/components/group-problem-view';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupProblemPage() {
  const { group } = useGroupOutlet();
  return <GroupProblemView group={group} displayId={useParams().problemID ?? ''} />;
}
