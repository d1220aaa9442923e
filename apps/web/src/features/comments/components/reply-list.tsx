// The replies of a comment (spec 002 §7): its first three, then "more replies (n)" loads every one.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@verdict/shared';
import { useReplies } from '../api/replies';
import { ReplyItem } from './reply-item';
import type { ReplyTarget, ThreadRules } from './thread-rules';

interface ReplyListProps {
  comment: Comment;
  rules: ThreadRules;
  onReply?: (target: ReplyTarget) => void;
}

export function ReplyList({ comment, rules, onReply }: ReplyListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const all = useReplies(comment.id, rules.cid, expanded);
  const replies = expanded && all.data ? all.data : comment.replyList;
  const hidden = comment.totalReplyNum - replies.length;
  if (replies.length === 0 && hidden <= 0) return null;
  return (
    <div className="reply-list" data-testid="reply-list">
      {replies.map((reply) => (
        <ReplyItem key={reply.id} reply={reply} rules={rules} onReply={onReply} />
      ))}
      {expanded && all.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {!expanded && hidden > 0 && (
        <Button type="link" size="small" onClick={() => setExpanded(true)} data-testid="more-replies">
          {t('discussion:comment.moreReplies', { count: hidden })}
        </Button>
      )}
    </div>
  );
}
