// The group's side card (spec 002 §2.2): avatar, name (cut with a tooltip), owner, auth and hidden tags, created
// time and group number, with the caller's membership button.
import '@/locales/need/more';
import { Card, Descriptions, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { GroupState } from '../hooks/use-group-state';
import { GroupAuthTag, GroupHiddenTag } from './group-auth-tag';
import { GroupAvatar } from './group-avatar';
import { GroupMembership } from './group-membership';

export function GroupSideCard({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  const { group } = state;
  return (
    <Card className="group-side-card" data-testid="group-side-card">
      <div className="group-side-head">
        <GroupAvatar src={group.avatar} size={96} />
        <Tooltip title={group.name}>
          <Typography.Title level={4} className="group-side-name ellipsis" data-testid="group-title">
            {group.name}
          </Typography.Title>
        </Tooltip>
        <Space wrap size={[4, 4]}>
          <GroupAuthTag auth={group.auth} />
          <GroupHiddenTag visible={group.visible} />
        </Space>
      </div>
      <Descriptions column={1} size="small" className="group-side-facts">
        <Descriptions.Item label={t('group:side.owner')}>
          <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`} className="ellipsis">
            {group.owner}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('group:side.created')}>{formatDateTime(group.gmtCreate)}</Descriptions.Item>
        <Descriptions.Item label={t('group:side.number')}>
          <span data-testid="group-number">{group.id}</span>
        </Descriptions.Item>
      </Descriptions>
      <GroupMembership state={state} />
    </Card>
  );
}
