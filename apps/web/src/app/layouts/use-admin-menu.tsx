// Back-office menu entries of spec 002 §2.12; the five site-setting screens only for the super admin.
import '@/locales/need/more';
import type { MenuProps } from 'antd';
import {
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';

type MenuItem = NonNullable<MenuProps['items']>[number];

export const useAdminMenu = (): { items: MenuItem[]; selectedKey: string } => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const entry = (path: string, name: string): MenuItem => ({
    key: path,
    label: <span data-testid={`admin-menu-${name}`}>{t(`routes:${name}`)}</span>,
  });
  const root = isSuperAdminUser(user);
  const { manageAll: manageAllProblems } = useProblemRights();

  const items: (MenuItem | false)[] = [
    { ...entry('/manage', 'Dashboard'), icon: <DashboardOutlined /> } as MenuItem,
    root && ({ ...entry('/manage/user', 'AdminUser'), icon: <UserOutlined /> } as MenuItem),
    root && {
      key: 'site',
      icon: <NotificationOutlined />,
      label: t('admin:siteGroup'),
      children: [entry('/manage/announcement', 'AdminAnnouncement'), entry('/manage/notice', 'AdminNotice')],
    },
    root && {
      key: 'system',
      icon: <SettingOutlined />,
      label: t('admin:systemGroup'),
      children: [entry('/manage/conf', 'AdminSystemConfig'), entry('/manage/switch', 'AdminSystemSwitch')],
    },
    {
      key: 'problem',
      icon: <FileTextOutlined />,
      label: t('admin:problemGroup'),
      children: [
        entry('/manage/problems', 'AdminProblemList'),
        entry('/manage/problem/create', 'AdminCreateProblem'),
        entry('/manage/problem/tag', 'AdminProblemTag'),
        manageAllProblems && entry('/manage/group-problem/apply', 'AdminGroupProblemApply'),
        manageAllProblems && entry('/manage/problem/batch-operation', 'AdminProblemBatchOperation'),
      ].filter((item): item is MenuItem => item !== false),
    },
    {
      key: 'training',
      icon: <BookOutlined />,
      label: t('admin:trainingGroup'),
      children: [entry('/manage/training', 'AdminTrainingList'), entry('/manage/training/create', 'AdminCreateTraining')],
    },
    {
      key: 'contest',
      icon: <TrophyOutlined />,
      label: t('admin:contestGroup'),
      children: [entry('/manage/contest', 'AdminContestList'), entry('/manage/contest/create', 'AdminCreateContest')],
    },
    { ...entry('/manage/discussion', 'AdminDiscussion'), icon: <CommentOutlined /> } as MenuItem,
  ];
  return { items: items.filter((item): item is MenuItem => item !== false), selectedKey: pathname.replace(/\/$/, '') };
};
