// One row of the discussion list: the pinned mark, title (to the post), description, author, category, counts,
// time and the author's or admin's menu.
import '@/locales/need/more';
import { Tag, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { discussionDetailPath } from '@/lib/paths/discussions';
import { AuthorBadge } from '@/components/author-badge';
import { useDiscussionScope } from '../lib/scope';
import { PostMenu } from './post-menu';
import { PostStats } from './post-stats';

export function DiscussionCard({ post, onEdit }: { post: Discussion; onEdit: (post: Discussion) => void }) {
  const { t } = useTranslation();
  const { gid } = useDiscussionScope();
  return (
    <div className="discussion-card" data-testid="discussion-item">
      <div className="discussion-card-head">
        <Link to={discussionDetailPath(post.id, gid)} className="discussion-card-title" data-testid="discussion-title">
          {post.topPriority && (
            <Tag color="red" icon={<PushpinFilled />} data-testid="discussion-pinned">
              {t('discussion:list.pinned')}
            </Tag>
          )}
          {post.status !== 0 && (
            <Tag color="default" data-testid="discussion-banned">
              {t('discussion:list.banned')}
            </Tag>
          )}
          {post.title}
        </Link>
        <PostMenu post={post} onEdit={() => onEdit(post)} />
      </div>
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2 }}
        className="discussion-card-description"
        data-testid="discussion-description"
      >
        {post.description}
      </Typography.Paragraph>
      <div className="discussion-card-meta">
        <AuthorBadge source={post} />
        <Tag data-testid="discussion-category">{post.categoryName}</Tag>
        <PostStats post={post} />
      </div>
    </div>
  );
}
