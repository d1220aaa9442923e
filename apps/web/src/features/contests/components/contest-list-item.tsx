// One contest of the list: title (opening it needs a login), rule type, auth and status, times, host and
// participants; wraps on a phone instead of scrolling sideways.
import '@/locales/need/more';
import type { MouseEvent } from 'react';
import { List, Space, Typography } from 'antd';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContestListItem as Contest } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { openLoginModal } from '@/lib/login-modal-store';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';
import { contestPath } from '@/lib/paths/contests';
import { ContestAuthTag } from '@/components/tags/contest-auth-tag';
import { ContestTimes } from './contest-times';

export function ContestListItem({ contest }: { contest: Contest }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Spec 001 §2: a visitor is warned and offered the login dialog instead of the contest.
  const onOpen = (event: MouseEvent) => {
    if (user) return;
    event.preventDefault();
    notify.warning(t('messages:Please_login_first'));
    openLoginModal('login');
  };
  return (
    <List.Item className="contest-item" data-testid="contest-item">
      <Space orientation="vertical" size={4} className="contest-item-body">
        <Link to={contestPath(contest.id)} onClick={onOpen} className="contest-item-title" data-testid="contest-title">
          {contest.title}
        </Link>
        <Space wrap size={[8, 4]}>
          <ContestTypeTag type={contest.type} />
          <ContestAuthTag auth={contest.auth} />
          <span data-testid="contest-status" data-status={contest.status}>
            <ContestStatusTag status={contest.status} />
          </span>
        </Space>
        <ContestTimes contest={contest} />
        <Space wrap size={[16, 2]}>
          <Typography.Text type="secondary">
            <UserOutlined /> {t('contest:list.author')}: {contest.author ?? '-'}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="contest-count">
            <TeamOutlined /> {t('contest:list.participants')}: {contest.count}
          </Typography.Text>
        </Space>
      </Space>
    </List.Item>
  );
}
