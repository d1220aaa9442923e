// The discussion page body (spec 002 §2.8): title, author, category, time and counts, the sanitised Markdown
// content, the like toggle, report, the author's edit and the author's or admin's delete, then what the page
// puts below (the comments). A group's page shows only that group's posts.
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Card, Result, Space, Tag, Typography } from 'antd';
import { FlagOutlined, PushpinFilled } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { LikeButton } from '@/components/like-button';
import { MarkdownContent } from '@/components/markdown-content';
import { QueryState } from '@/components/query-state';
import { useLoginGate } from '@/hooks/use-login-gate';
import { discussionListPath } from '@/lib/paths/discussions';
import { useSession } from '@/lib/session';
import { useLikeDiscussion } from '../api/discussion-actions';
import { useDiscussionScope } from '../lib/scope';
import { useDiscussionDetail, usePatchDiscussion } from '../api/discussion-detail';
import { DiscussionDialog } from './discussion-dialog';
import { AuthorBadge } from '@/components/author-badge';
import { PostMenu } from './post-menu';
import { PostStats } from './post-stats';
import { ReportDialog } from './report-dialog';
import '../discussions.css';

interface DiscussionDetailProps {
  did: number;
  /** What follows the post once it has loaded (the comment section), told how to move the post's comment count. */
  children?: (post: Discussion, countComments: (delta: number) => void) => ReactNode;
}

function PostActions({ post }: { post: Discussion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gid } = useDiscussionScope();
  const { user } = useSession();
  const loginGate = useLoginGate();
  const like = useLikeDiscussion();
  const patch = usePatchDiscussion();
  const [open, setOpen] = useState<'edit' | 'report' | null>(null);
  const toggleLike = () => {
    if (!loginGate()) return;
    const toLike = !post.hasLike;
    like.mutate(
      { did: post.id, toLike },
      {
        onSuccess: () =>
          patch(post.id, user?.uid ?? null, (p) => ({ hasLike: toLike, likeNum: Math.max(0, p.likeNum + (toLike ? 1 : -1)) })),
      },
    );
  };
  return (
    <Space wrap className="discussion-actions">
      <LikeButton liked={post.hasLike} count={post.likeNum} onToggle={toggleLike} loading={like.isPending} testId="discussion-like" />
      <Button size="small" icon={<FlagOutlined />} onClick={() => loginGate() && setOpen('report')} data-testid="discussion-report">
        {t('discussion:report.button')}
      </Button>
      <PostMenu
        post={post}
        onEdit={() => setOpen('edit')}
        onDeleted={() => navigate(discussionListPath(post.pid, gid), { replace: true })}
      />
      {open === 'edit' && <DiscussionDialog post={post} onClose={() => setOpen(null)} />}
      {open === 'report' && <ReportDialog did={post.id} onClose={() => setOpen(null)} />}
    </Space>
  );
}

function Post({ post }: { post: Discussion }) {
  const { t } = useTranslation();
  const { gid } = useDiscussionScope();
  return (
    <Card className="discussion-detail" data-testid="discussion-detail">
      <Typography.Title level={3} className="discussion-detail-title" data-testid="discussion-detail-title">
        {post.topPriority && <PushpinFilled className="discussion-pin-icon" aria-label={t('discussion:list.pinned')} />}
        {post.title}
      </Typography.Title>
      <div className="discussion-card-meta">
        <AuthorBadge source={post} />
        <Tag data-testid="discussion-category">{post.categoryName}</Tag>
        {post.pid && (
          <Link to={discussionListPath(post.pid, gid)} data-testid="discussion-detail-problem">
            {t('discussion:detail.problem', { pid: post.pid })}
          </Link>
        )}
        <PostStats post={post} />
      </div>
      <Typography.Paragraph type="secondary" className="discussion-detail-description" data-testid="discussion-detail-description">
        {post.description}
      </Typography.Paragraph>
      <MarkdownContent source={post.content} testId="discussion-content" />
      <PostActions post={post} />
    </Card>
  );
}

export function DiscussionDetail({ did, children }: DiscussionDetailProps) {
  const { t } = useTranslation();
  const { gid } = useDiscussionScope();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const query = useDiscussionDetail(did, uid);
  const patch = usePatchDiscussion();
  const countComments = (delta: number) => patch(did, uid, (post) => ({ commentNum: Math.max(0, post.commentNum + delta) }));
  return (
    <div className="discussion-detail-page">
      <QueryState query={query} rows={10}>
        {(post) =>
          gid !== null && post.gid !== gid ? (
            <Result status="404" title={t('discussion:detail.notInGroup')} data-testid="discussion-not-in-group" />
          ) : (
            <>
              <Post post={post} />
              {children?.(post, countComments)}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
