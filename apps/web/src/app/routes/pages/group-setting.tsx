// The group's Setting tab (/group/:groupID/setting, group root): edit the group, disband it.
import { GroupSetting } from '@/features/groups/components/group-setting';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';

export default function GroupSettingPage() {
  return <GroupSetting state={useGroupOutlet()} />;
}
