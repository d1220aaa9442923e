// Main menu items of spec 000 §2: visibility follows the user's role and the website-config switches.
import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CommentOutlined,
  EllipsisOutlined,
  FileTextOutlined,
  HomeOutlined,
  ReadOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '@/config/links';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useWebsiteConfig } from '@/lib/website-config';

type MenuItem = NonNullable<MenuProps['items']>[number];

const external = (href: string, label: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
);

/** Top-level menu keys are path prefixes, so detail pages highlight their section. */
const SECTIONS = [
  '/home',
  '/problem',
  '/training',
  '/contest',
  '/status',
  '/acm-rank',
  '/oi-rank',
  '/discussion',
  '/group',
  '/introduction',
  '/developer',
];

export const useSelectedNavKey = (): string[] => {
  const { pathname } = useLocation();
  const section = SECTIONS.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (pathname === '/' || pathname === '/login') return ['/home'];
  return section ? [section] : [];
};

export const useNavItems = (): MenuItem[] => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: config } = useWebsiteConfig();
  const link = (to: string, key: string, icon: ReactNode): MenuItem => ({
    key: to,
    icon,
    label: (
      <Link to={to} data-testid={`nav-${key}`}>
        {t(`nav:${key}`)}
      </Link>
    ),
  });

  const items: (MenuItem | false)[] = [
    link('/home', 'home', <HomeOutlined />),
    link('/problem', 'problems', <UnorderedListOutlined />),
    link('/training', 'trainings', <ReadOutlined />),
    link('/contest', 'contests', <TrophyOutlined />),
    isSuperAdminUser(user) && link('/status', 'status', <FileTextOutlined />),
    {
      key: 'rank',
      icon: <BarChartOutlined />,
      label: <span data-testid="nav-rank">{t('nav:rank')}</span>,
      children: [
        link('/acm-rank', 'acmRank', null),
        link('/oi-rank', 'oiRank', null),
        { key: 'hall-of-fame', label: external(EXTERNAL_LINKS.hallOfFame, t('nav:hallOfFame')) },
      ],
    },
    config?.openPublicDiscussion === true && link('/discussion', 'discussion', <CommentOutlined />),
    link('/group', 'group', <TeamOutlined />),
    {
      key: 'other',
      icon: <AppstoreOutlined />,
      label: <span data-testid="nav-other">{t('nav:other')}</span>,
      children: [
        { key: 'typing', icon: <EllipsisOutlined />, label: external(EXTERNAL_LINKS.typingTrainer, t('nav:typing')) },
        link('/introduction', 'introduction', null),
        link('/developer', 'developer', null),
      ],
    },
  ];
  return items.filter((item): item is MenuItem => item !== false);
};
