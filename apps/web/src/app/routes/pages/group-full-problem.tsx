// A group problem in focus mode (/group/:groupID/problem/:problemID/full-screen), in the bare layout.
import { useParams } from 'react-router';
import { GroupFocusView } from '@/features/groups/components/group-focus-view';
import { GroupNotFound } from '@/features/groups/components/group-not-found';
import { parseGid } from '@/lib/paths/groups';
import { SiteLoginDialog } from '@/app/layouts/site-login-dialog';
import { WithProblemView } from '../with-problem-view';

function GroupFullProblemPageBody() {
  const params = useParams();
  const gid = parseGid(params.groupID);
  if (gid === null) return <GroupNotFound />;
  return (
    <>
      <GroupFocusView key={gid} gid={gid} displayId={params.problemID ?? ''} />
      <SiteLoginDialog />
    </>
  );
}

export default function GroupFullProblemPage() {
  return (
    <WithProblemView>
      <GroupFullProblemPageBody />
    </WithProblemView>
  );
}
