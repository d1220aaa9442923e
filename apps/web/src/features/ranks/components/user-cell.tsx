// A user in a rank row: avatar, the name linking to their home, nickname (and real name where shown) and title.
import { Avatar, Space, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { RankRow } from '@verdict/shared';
import { userHomePath } from '../lib/rank-search';

export function UserCell({ row, realname }: { row: RankRow; realname?: string | null }) {
  return (
    <Space size={8} className="rank-user">
      <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
      <span>
        <Link to={userHomePath(row)} data-testid="rank-username">
          {row.username}
        </Link>
        {row.nickname && <Typography.Text type="secondary"> ({row.nickname})</Typography.Text>}
        {realname && (
          <Typography.Text type="secondary" data-testid="rank-realname">
            {' '}
            · {realname}
          </Typography.Text>
        )}
      </span>
      {row.titleName && <Tag color={row.titleColor || undefined}>{row.titleName}</Tag>}
    </Space>
  );
}
