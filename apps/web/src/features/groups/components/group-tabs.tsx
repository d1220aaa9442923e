// The group's tabs (spec 002 §2.2): Home, Problem, Training, Contest, Submission, Discussion (when the site's group discussion switch is
// on), Member, Announcement for the group admins, Setting for the group root and Rank; all but Home, Announcement and
// Setting are disabled until the caller is an accepted member. Detail routes highlight their parent tab.
import '@/locales/need/more';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupState } from '../hooks/use-group-state';
import {
  groupAnnouncementsPath,
  groupContestsPath,
  groupMembersPath,
  groupPath,
  groupProblemsPath,
  groupRankPath,
  groupSettingPath,
  groupSubmissionsPath,
  groupTrainingsPath,
} from '@/lib/paths/groups';
import { discussionListPath } from '@/lib/paths/discussions';
import { useMobile } from '@/hooks/use-media-query';
import { useWebsiteConfig } from '@/lib/website-config';
import { tabEnabled, type GroupTab } from '../lib/tabs';

const TAB_PATH: Record<GroupTab, (gid: number) => string> = {
  home: groupPath,
  problem: groupProblemsPath,
  training: groupTrainingsPath,
  contest: groupContestsPath,
  submission: groupSubmissionsPath,
  discussion: (gid) => discussionListPath(null, gid),
  member: groupMembersPath,
  announcement: groupAnnouncementsPath,
  setting: groupSettingPath,
  rank: groupRankPath,
};

export function GroupTabs({ state, active }: { state: GroupState; active: GroupTab | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMobile();
  const discussions = useWebsiteConfig().data?.openGroupDiscussion === true;
  const keys: GroupTab[] = [
    'home',
    'problem',
    'training',
    'contest',
    'submission',
    ...(discussions ? (['discussion'] as const) : []),
    'member',
    ...(state.admin ? (['announcement'] as const) : []),
    ...(state.root ? (['setting'] as const) : []),
    'rank',
  ];
  return (
    <Tabs
      activeKey={active}
      // Narrow screens: closer tabs, so that more of them show before the overflow menu.
      tabBarGutter={mobile ? 16 : undefined}
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
