// A group problem (/group/:groupID/problem/:problemID): the problem page inside the group.
import { useParams } from 'react-router';
import { GroupProblemView } from '@/features/groups/components/group-problem-view';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import { WithProblemView } from '../with-problem-view';

function GroupProblemPageBody() {
  const { group } = useGroupOutlet();
  return <GroupProblemView group={group} displayId={useParams().problemID ?? ''} />;
}

export default function GroupProblemPage() {
  return (
    <WithProblemView>
      <GroupProblemPageBody />
    </WithProblemView>
  );
}
