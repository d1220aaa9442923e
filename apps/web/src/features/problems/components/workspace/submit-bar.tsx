// Submit bar: the latest submission's status with time, memory and a link to its detail (and the resubmit icon
// when it failed to submit); the online test toggle and the Submit button (disabled while the submission is judged,
// or with the reason when the context forbids submitting, e.g. a contest that has ended).
import '@/locales/need/problem-pages';
import { Button, Space, Tooltip, Typography } from 'antd';
import { ExperimentOutlined, SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type Submission } from '@verdict/shared';
import { JudgeStatusTag } from '@/components/judge/judge-status-tag';
import { ResubmitIcon } from '@/components/judge/resubmit-icon';
import { submissionPath } from '@/lib/paths/submissions';
import { isInProgress } from '@/lib/judge-status';
import { formatMemory, formatTime } from '@/lib/units';

interface SubmitBarProps {
  submission: Submission | null;
  busy: boolean;
  testOpen: boolean;
  onToggleTest: () => void;
  onSubmit: () => void;
  onResubmit: (submitId: number) => Promise<void>;
  /** Why submitting is not possible now; null when it is. */
  blocked?: string | null;
  /** The submission detail's route (a contest's own); the site's by default. */
  detailPath?: (submitId: number) => string;
}

function SubmissionStatus({
  submission,
  onResubmit,
  detailPath,
}: { submission: Submission } & Required<Pick<SubmitBarProps, 'onResubmit' | 'detailPath'>>) {
  const { t } = useTranslation();
  const done = !isInProgress(submission.status);
  return (
    <Space wrap size={[8, 2]} className="submit-status" data-testid="submit-status">
      <Typography.Text type="secondary">{t('problems:submit.status')}</Typography.Text>
      <Link to={detailPath(submission.submitId)} data-testid="submit-status-link">
        <JudgeStatusTag status={submission.status} testId="submit-status-tag" />
      </Link>
      {submission.status === JudgeStatus.SubmittedFailed && (
        <ResubmitIcon onResubmit={() => onResubmit(submission.submitId)} testId="submit-resubmit" />
      )}
      {done && submission.time !== null && (
        <Typography.Text type="secondary" data-testid="submit-usage">
          {formatTime(submission.time)} · {formatMemory(submission.memory)}
        </Typography.Text>
      )}
      {done && submission.score !== null && (
        <Typography.Text type="secondary">{t('problems:submit.score', { score: submission.score })}</Typography.Text>
      )}
      <Link to={detailPath(submission.submitId)} data-testid="submit-detail-link">
        {t('problems:submit.viewDetail')}
      </Link>
    </Space>
  );
}

export function SubmitBar({
  submission,
  busy,
  testOpen,
  onToggleTest,
  onSubmit,
  onResubmit,
  blocked = null,
  detailPath = submissionPath,
}: SubmitBarProps) {
  const { t } = useTranslation();
  return (
    <div className="submit-bar">
      <div className="submit-bar-status">
        {submission && <SubmissionStatus submission={submission} onResubmit={onResubmit} detailPath={detailPath} />}
      </div>
      <Space>
        <Button
          icon={<ExperimentOutlined />}
          type={testOpen ? 'primary' : 'default'}
          ghost={testOpen}
          onClick={onToggleTest}
          data-testid="toggle-online-test"
        >
          {t('problems:test.title')}
        </Button>
        <Tooltip title={blocked}>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy}
            disabled={busy || blocked !== null}
            onClick={onSubmit}
            data-testid="submit-code"
          >
            {t('problems:submit.submit')}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}
