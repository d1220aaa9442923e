// One comment: author, the sanitised Markdown text, time, like, reply and delete, its replies and, once the caller
// chose whom to answer (the comment's author or a replier), the reply box.
import '@/locales/need/more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@verdict/shared';
import { LikeButton } from '@/components/like-button';
import { MarkdownContent } from '@/components/markdown-content';
import { useLoginGate } from '@/hooks/use-login-gate';
import { useDeleteComment, useLikeComment, type CommentScope } from '../api/comments';
import { useAddReply } from '../api/replies';
import { AuthorBadge } from '@/components/author-badge';
import { CommentBox } from './comment-box';
import { ReplyList } from './reply-list';
import { ThreadActions } from './thread-actions';
import { mayDelete, type ReplyTarget, type ThreadRules } from './thread-rules';

interface CommentItemProps {
  comment: Comment;
  scope: CommentScope;
  rules: ThreadRules;
}

export function CommentItem({ comment, scope, rules }: CommentItemProps) {
  const { t } = useTranslation();
  const loginGate = useLoginGate();
  const like = useLikeComment(scope);
  const remove = useDeleteComment();
  const addReply = useAddReply();
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const replyTo = rules.canReply(comment) ? (to: ReplyTarget) => loginGate() && setTarget(to) : undefined;
  const toggleLike = () => loginGate() && like.mutate({ id: comment.id, toLike: !comment.hasLike });
  return (
    <div className="comment-item" data-testid="comment-item">
      <AuthorBadge source={comment} size={28} />
      <div className="comment-body">
        <MarkdownContent source={comment.content} testId="comment-content" />
        <ThreadActions
          kind="comment"
          time={comment.gmtCreate}
          onReply={replyTo && (() => replyTo({ toUid: comment.fromUid, toName: comment.fromName }))}
          onDelete={
            mayDelete(rules, comment.fromUid)
              ? () => remove.mutateAsync(comment.id).then(() => rules.counted(-1 - comment.totalReplyNum))
              : undefined
          }
        >
          <LikeButton
            liked={comment.hasLike}
            count={comment.likeNum}
            onToggle={toggleLike}
            loading={like.isPending}
            testId="comment-like"
          />
        </ThreadActions>
        <ReplyList comment={comment} rules={rules} onReply={replyTo} />
        {target && (
          <CommentBox
            key={target.toUid}
            testId="reply-box"
            autoFocus
            placeholder={t('discussion:comment.replyTo', { name: target.toName })}
            submitLabel={t('discussion:comment.sendReply')}
            onCancel={() => setTarget(null)}
            onSubmit={async (content) => {
              await addReply.mutateAsync({ commentId: comment.id, content, toUid: target.toUid, cid: rules.cid });
              rules.counted(1);
              setTarget(null);
            }}
          />
        )}
      </div>
    </div>
  );
}
