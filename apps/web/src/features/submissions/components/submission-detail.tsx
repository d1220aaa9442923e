// Submission detail (spec 000 §2, §4): status, numbers, author actions, super admin actions, compile or error
// message, case results and the read-only code; refreshed every 2 s while the judge is at work.
import '@/locales/need/problem-pages';
import { useRef } from 'react';
import { Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMING, isAdminRole, submissionPollDelayMs, type SubmissionDetail as Detail } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useSubmissionDetail } from '../api/get-submission-detail';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { isInProgress } from '@/lib/judge-status';
import { formatLength, formatMemory, formatTime } from '@/lib/units';
import { AdminActions } from './admin-actions';
import { CaseResults } from './case-results';
import { CopyButton } from '@/components/copy-button';
import { JudgeStatusTag } from '@/components/judge/judge-status-tag';
import { OwnerActions } from './owner-actions';
import '../submissions.css';

/** Where the submission's problem opens: the site's problem page unless the caller knows better (a contest's). */
type ProblemPath = (submission: Detail['submission']) => string;
const siteProblemPath: ProblemPath = (submission) => `/problem/${encodeURIComponent(submission.displayPid)}`;

function Summary({ detail, onChanged, problemPath }: { detail: Detail; onChanged: () => void; problemPath: ProblemPath }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const s = detail.submission;
  const items = [
    { key: 'status', label: t('submissions:columns.status'), children: <JudgeStatusTag status={s.status} testId="detail-status" /> },
    {
      key: 'problem',
      label: t('submissions:columns.problem'),
      children: (
        <Link to={problemPath(s)} data-testid="detail-problem">
          {s.displayPid} {s.title}
        </Link>
      ),
    },
    {
      key: 'author',
      label: t('submissions:columns.author'),
      children: <Link to={`/user-home?username=${encodeURIComponent(s.username)}`}>{s.username}</Link>,
    },
    ...(s.score !== null ? [{ key: 'score', label: t('submissions:columns.score'), children: s.score }] : []),
    { key: 'time', label: t('submissions:columns.time'), children: <span data-testid="detail-time">{formatTime(s.time)}</span> },
    { key: 'memory', label: t('submissions:columns.memory'), children: <span data-testid="detail-memory">{formatMemory(s.memory)}</span> },
    { key: 'language', label: t('submissions:columns.language'), children: s.language },
    { key: 'length', label: t('submissions:columns.length'), children: formatLength(s.length) },
    { key: 'submitTime', label: t('submissions:columns.submitTime'), children: formatDateTime(s.submitTime) },
    {
      key: 'judger',
      label: t('submissions:columns.judger'),
      children: (
        <Space size={4}>
          {s.judger ?? '--'}
          {s.isManual && <Tag>{t('submissions:detail.manual')}</Tag>}
        </Space>
      ),
    },
  ];
  const isOwner = user?.uid === s.uid;
  const isAdmin = user !== null && isAdminRole(user.role);
  return (
    <Card
      data-testid="submission-summary"
      title={<Typography.Text strong>{t('submissions:detail.title', { id: s.submitId })}</Typography.Text>}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <Space wrap className="submission-actions">
        <OwnerActions detail={detail} isOwner={isOwner} isAdmin={isAdmin} onChanged={onChanged} />
        {isSuperAdminUser(user) && <AdminActions submission={s} onChanged={onChanged} />}
      </Space>
    </Card>
  );
}

function Code({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const { code, language } = detail.submission;
  return (
    <Card title={t('submissions:detail.code')} extra={code !== undefined && <CopyButton text={code} data-testid="copy-code" />}>
      {code === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submissions:detail.codeHidden')} data-testid="code-hidden" />
      ) : (
        <CodeEditor value={code} language={language} readOnly maxHeight="70vh" testId="submission-code" />
      )}
    </Card>
  );
}

export function SubmissionDetail({ submitId, problemPath = siteProblemPath }: { submitId: number; problemPath?: ProblemPath }) {
  const { t } = useTranslation();
  const polls = useRef(0);
  const query = useSubmissionDetail(submitId, (data) => {
    if (!data || !isInProgress(data.submission.status) || polls.current >= TIMING.submissionPollMax) return false;
    return submissionPollDelayMs(polls.current++);
  });
  const refresh = () => {
    polls.current = 0;
    void query.refetch();
  };
  return (
    <QueryState query={query} rows={8}>
      {(detail) => {
        const { status, errorMessage } = detail.submission;
        return (
          <Space orientation="vertical" size={16} className="submission-detail" data-testid="submission-detail">
            <Summary detail={detail} onChanged={refresh} problemPath={problemPath} />
            {errorMessage && (
              <Card title={t('submissions:detail.errorMessage')}>
                <pre className="judge-message" data-testid="error-message">
                  {errorMessage}
                </pre>
              </Card>
            )}
            {!isInProgress(status) && (
              <Card title={t('submissions:detail.cases')}>
                <CaseResults submitId={submitId} status={status} />
              </Card>
            )}
            <Code detail={detail} />
          </Space>
        );
      }}
    </QueryState>
  );
}
