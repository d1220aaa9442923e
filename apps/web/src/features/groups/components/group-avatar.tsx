// A group's avatar, or the default picture when it has none.
import { Avatar } from 'antd';
import defaultAvatar from '../assets/default-group-avatar.svg';

export function GroupAvatar({ src, size }: { src: string | null; size: number }) {
  return <Avatar shape="square" size={size} src={src || defaultAvatar} alt="" className="group-avatar" data-testid="group-avatar" />;
}
