// The contest's comment tab (/contest/:contestID/comment, behind the contest comment switch): clarifications —
// contestants ask, the contest's admins answer. While the contest runs a contestant sees only their own questions
// and the organisers' posts (the server filters), and replies belong to the question's author and the admins.
import '@/locales/need/more';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestStatus, type Comment } from '@verdict/shared';
import { CommentSection } from '@/features/comments/components/comment-section';
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { useSession } from '@/lib/session';

export default function ContestCommentPage() {
  const { t } = useTranslation();
  const state = useContestOutlet();
  const { user } = useSession();
  const admin = state.contest.isAdmin;
  const canReply = (comment: Comment) => admin || (user !== null && comment.fromUid === user.uid);
  return (
    <ContestUnlocked state={state}>
      <CommentSection
        cid={state.contest.id}
        canModerate={admin}
        canReply={canReply}
        title={t('discussion:contest.heading')}
        placeholder={t('discussion:contest.placeholder')}
        notice={
          state.status === ContestStatus.Running &&
          !admin && <Alert type="info" showIcon title={t('discussion:contest.runningNote')} data-testid="contest-comment-note" />
        }
      />
    </ContestUnlocked>
  );
}
