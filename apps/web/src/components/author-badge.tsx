// The author of a post, comment or reply (spec 002 §2.6): avatar, the name linking to their home, the role badge
// (SPA for root, ADM for admin) and the title the site gave them. Every part is plain React text.
import { Avatar, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AuthorRole, CommentAuthor, Discussion } from '@verdict/shared';
import './author-badge.css';

/** Who wrote it: a post's author fields or a comment's (or reply's) from* fields. */
export type AuthorSource = Pick<Discussion, 'uid' | 'author' | 'avatar' | 'role' | 'titleName' | 'titleColor'> | CommentAuthor;

interface Author {
  uid: string;
  name: string;
  avatar: string | null;
  role: AuthorRole;
  titleName: string | null;
  titleColor: string | null;
}

const authorOf = (s: AuthorSource): Author =>
  'fromUid' in s
    ? { uid: s.fromUid, name: s.fromName, avatar: s.fromAvatar, role: s.fromRole, titleName: s.fromTitleName, titleColor: s.fromTitleColor }
    : { uid: s.uid, name: s.author, avatar: s.avatar, role: s.role, titleName: s.titleName, titleColor: s.titleColor };

const ROLE_BADGE: Partial<Record<AuthorRole, { text: string; color: string }>> = {
  root: { text: 'SPA', color: 'magenta' },
  admin: { text: 'ADM', color: 'blue' },
};

export const userHomePath = (uid: string, username: string) =>
  `/user-home?uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(username)}`;

/** `size` is the avatar's, in pixels. */
export function AuthorBadge({ source, size = 24 }: { source: AuthorSource; size?: number }) {
  const { uid, name, avatar, role, titleName, titleColor } = authorOf(source);
  const badge = ROLE_BADGE[role];
  return (
    <span className="author-badge" data-testid="author-badge">
      <Avatar size={size} src={avatar || undefined} icon={<UserOutlined />} />
      <Link to={userHomePath(uid, name)} className="author-badge-name" data-testid="author-name">
        {name}
      </Link>
      {badge && (
        <Tag color={badge.color} className="author-badge-tag" data-testid="author-role">
          {badge.text}
        </Tag>
      )}
      {titleName && (
        <Tag color={titleColor || undefined} className="author-badge-tag" data-testid="author-title">
          {titleName}
        </Tag>
      )}
    </span>
  );
}
