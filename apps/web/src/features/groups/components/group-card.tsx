// One group of the list: avatar, name and brief, owner (to the user home), member count, auth and Hidden tags and
// the creation date; opening it needs a login.
import '@/locales/need/more';
import type { MouseEvent } from 'react';
import { Card, Space, Tooltip, Typography } from 'antd';
import { CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group } from '@verdict/shared';
import { useLoginGate } from '@/hooks/use-login-gate';
import { isoDate } from '../lib/dates';
import { groupPath } from '@/lib/paths/groups';
import { GroupAuthTag, GroupHiddenTag } from './group-auth-tag';
import { GroupAvatar } from './group-avatar';

export function GroupCard({ group }: { group: Group }) {
  const { t } = useTranslation();
  const loginGate = useLoginGate();
  const onOpen = (event: MouseEvent) => {
    if (!loginGate()) event.preventDefault();
  };
  return (
    <Card size="small" className="group-card" data-testid="group-card" data-gid={group.id}>
      <Link to={groupPath(group.id)} onClick={onOpen} className="group-card-main" data-testid="group-card-link">
        <GroupAvatar src={group.avatar} size={56} />
        <div className="group-card-text">
          <Tooltip title={group.name}>
            <Typography.Text strong className="group-card-name ellipsis" data-testid="group-name">
              {group.name}
            </Typography.Text>
          </Tooltip>
          <Typography.Paragraph type="secondary" className="group-card-brief" ellipsis={{ rows: 2 }}>
            {group.brief}
          </Typography.Paragraph>
        </div>
      </Link>
      <Space wrap size={[8, 4]} className="group-card-meta">
        <GroupAuthTag auth={group.auth} />
        <GroupHiddenTag visible={group.visible} />
        <Typography.Text type="secondary">
          <UserOutlined />{' '}
          <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`} data-testid="group-owner">
            {group.owner}
          </Link>
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="group-member-count">
          <TeamOutlined /> {t('group:list.members', { count: group.memberCount })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="group-created">
          <CalendarOutlined /> {isoDate(group.gmtCreate)}
        </Typography.Text>
      </Space>
    </Card>
  );
}
