// The group shell (/group/:groupID): the tabs and side card around the child pages.
import { useParams } from 'react-router';
import { GroupNotFound } from '@/features/groups/components/group-not-found';
import { GroupShell } from '@/features/groups/components/group-shell';
import { parseGid } from '@/lib/paths/groups';

export default function GroupDetailsPage() {
  const gid = parseGid(useParams().groupID);
  return <div className="page">{gid === null ? <GroupNotFound /> : <GroupShell key={gid} gid={gid} />}</div>;
}
