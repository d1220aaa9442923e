// A user in a rank row: avatar, the name linking to their home, nickname and title.
import { Avatar, Space, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { RankRow } from '@verdict/shared';
import { userHomePath } from '../lib/rank-search';

export function UserCell({ row }: { row: RankRow }) {
  return (
    <Space size={8} className="rank-user">
      <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
      <span>
        <Link to={userHomePath(row)} data-testid="rank-username">
          {row.username}
        </Link>
        {row.nickname && <Typography.Text type="secondary"> ({row.nickname})</Typography.Text>}
      </span>
      {row.titleName && <Tag color={row.titleColor || undefined}>{row.titleName}</Tag>}
    </Space>
  );
}
