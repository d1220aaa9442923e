// A member's avatar and username (linking to the user home).
import { Avatar, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { GroupMember } from '@verdict/shared';

export function MemberUserCell({ member }: { member: GroupMember }) {
  return (
    <Space size={8} className="member-user">
      <Avatar size={28} src={member.avatar || undefined} icon={<UserOutlined />} />
      <Link to={`/user-home?username=${encodeURIComponent(member.username)}`} data-testid="member-username">
        {member.username}
      </Link>
    </Space>
  );
}
