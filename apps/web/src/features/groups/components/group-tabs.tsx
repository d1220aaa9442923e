// The group's tabs (spec 002 §2.2): Home, Problem, Training, Member, and Setting for the group root; all but Home
// are disabled until the caller is an accepted member. Detail routes highlight their parent tab.
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupState } from '../hooks/use-group-state';
import { groupMembersPath, groupPath, groupProblemsPath, groupSettingPath, groupTrainingsPath } from '@/lib/paths/groups';
import { tabEnabled, type GroupTab } from '../lib/tabs';

const TAB_PATH: Record<GroupTab, (gid: number) => string> = {
  home: groupPath,
  problem: groupProblemsPath,
  training: groupTrainingsPath,
  member: groupMembersPath,
  setting: groupSettingPath,
};

export function GroupTabs({ state, active }: { state: GroupState; active: GroupTab | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys: GroupTab[] = ['home', 'problem', 'training', 'member', ...(state.root ? (['setting'] as const) : [])];
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(TAB_PATH[key as GroupTab](state.group.id))}
      items={keys.map((key) => ({
        key,
        disabled: !tabEnabled(key, state),
        label: <span data-testid={`group-tab-${key}`}>{t(`group:tabs.${key}`)}</span>,
      }))}
      className="group-tabs"
    />
  );
}
