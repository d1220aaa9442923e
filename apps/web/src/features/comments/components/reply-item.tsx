// One reply: its author, whom it answers, the sanitised Markdown text and its actions.
import { Typography } from 'antd';
import { CaretRightOutlined } from '@ant-design/icons';
import type { Reply } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { useDeleteReply } from '../api/replies';
import { AuthorBadge } from '@/components/author-badge';
import { ThreadActions } from './thread-actions';
import { mayDelete, type ReplyTarget, type ThreadRules } from './thread-rules';

interface ReplyItemProps {
  reply: Reply;
  rules: ThreadRules;
  /** Reply to this reply's author; absent when the caller may not reply. */
  onReply?: (target: ReplyTarget) => void;
}

export function ReplyItem({ reply, rules, onReply }: ReplyItemProps) {
  const remove = useDeleteReply();
  return (
    <div className="reply-item" data-testid="reply-item">
      <div className="thread-head">
        <AuthorBadge source={reply} size={28} />
        {reply.toName && (
          <Typography.Text type="secondary" className="reply-to" data-testid="reply-to">
            <CaretRightOutlined /> {reply.toName}
          </Typography.Text>
        )}
      </div>
      <MarkdownContent source={reply.content} testId="reply-content" />
      <ThreadActions
        kind="reply"
        time={reply.gmtCreate}
        onReply={onReply && (() => onReply({ toUid: reply.fromUid, toName: reply.fromName }))}
        onDelete={mayDelete(rules, reply.fromUid) ? () => remove.mutateAsync(reply.id).then(() => rules.counted(-1)) : undefined}
      />
    </div>
  );
}
