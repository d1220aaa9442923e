// The comment section shared by a discussion and a contest's clarification tab (spec 002 §7): the comment box
// (login required), 10 comments a page, each with its replies. The page says who moderates (deletes anything) and
// who may reply to a comment (anyone logged in unless it says otherwise).
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS, type Comment } from '@verdict/shared';
import { PagedList } from '@/components/paged-list';
import { useSession } from '@/lib/session';
import { useAddComment, useComments, type CommentScope } from '../api/comments';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import type { ThreadRules } from './thread-rules';
import '../comments.css';

export interface CommentSectionProps {
  did?: number;
  cid?: number;
  canModerate: boolean;
  canReply?: (comment: Comment) => boolean;
  /** The section's heading and the comment box's hint; "Comments" and "Write a comment" by default. */
  title?: string;
  placeholder?: string;
  /** Shown above the comment box (the contest tab's visibility note). */
  notice?: ReactNode;
  /** How the count of comments and replies moved after a change (the post's comment count follows it). */
  onCountChange?: (delta: number) => void;
}

const anyone = () => true;
const ignore = () => undefined;

export function CommentSection({
  did,
  cid,
  canModerate,
  canReply = anyone,
  title,
  placeholder,
  notice,
  onCountChange = ignore,
}: CommentSectionProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [currentPage, setCurrentPage] = useState(1);
  const scope: CommentScope = did ? { did } : { cid };
  const query = useComments(scope, currentPage, user?.uid ?? null);
  const add = useAddComment(scope);
  const rules: ThreadRules = { uid: user?.uid ?? null, canModerate, canReply, cid, counted: onCountChange };
  return (
    <Card title={title ?? t('discussion:comment.heading')} className="comment-section" data-testid="comment-section">
      {notice && <div className="comment-notice">{notice}</div>}
      <CommentBox
        testId="comment-box"
        placeholder={placeholder ?? t('discussion:comment.placeholder')}
        submitLabel={t('discussion:comment.send')}
        onSubmit={async (content) => {
          await add.mutateAsync(content);
          onCountChange(1);
          setCurrentPage(1);
        }}
      />
      <PagedList
        query={query}
        currentPage={currentPage}
        pageSize={DISCUSSION_LIMITS.commentPageSize}
        onPageChange={setCurrentPage}
        renderItem={(comment) => <CommentItem comment={comment} scope={scope} rules={rules} />}
        empty={{ text: t('discussion:comment.none'), testId: 'comment-empty' }}
        testId="comment-list"
      />
    </Card>
  );
}
