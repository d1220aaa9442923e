// Submission rows: run id, author, problem, status, score, time, memory, length, language, judger and submit time,
// with the author's resubmit icon on Submitted Failed rows and an optional rejudge action; shared by the status page
// and a problem's "my submissions" tab.
import '@/locales/need/problem-pages';
import type { ReactNode } from 'react';
import { Button, Space, Tooltip, Typography, type PaginationProps } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type Submission } from '@verdict/shared';
import { PlainTable, type PlainColumn } from '@/components/plain-table';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { formatLength, formatMemory, formatTime } from '@/lib/units';
import { JudgeStatusTag } from './judge-status-tag';
import { ResubmitIcon } from './resubmit-icon';
import './submission-table.css';
import { submissionPath } from '@/lib/paths/submissions';

export interface SubmissionTableProps {
  rows: Submission[];
  loading?: boolean;
  pagination: PaginationProps | false;
  showAuthor?: boolean;
  showProblem?: boolean;
  /** Super admin: a rejudge button per row. */
  onRejudge?: (submission: Submission) => void;
  /** The author's retry of a Submitted Failed row outside contests. */
  onResubmit?: (submission: Submission) => Promise<unknown>;
  empty?: ReactNode;
  /** Where a row's detail and problem open (a contest's own routes); the site's by default. */
  links?: SubmissionLinks;
}

export interface SubmissionLinks {
  detail: (row: Submission) => string;
  problem: (row: Submission) => string;
}

const SITE_LINKS: SubmissionLinks = {
  detail: (row) => submissionPath(row.submitId),
  problem: (row) => `/problem/${encodeURIComponent(row.displayPid)}`,
};

export function SubmissionTable({
  rows,
  loading,
  pagination,
  showAuthor = true,
  showProblem = true,
  onRejudge,
  onResubmit,
  empty,
  links = SITE_LINKS,
}: SubmissionTableProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mayResubmit = (row: Submission) => row.status === JudgeStatus.SubmittedFailed && row.cid === 0 && row.uid === user?.uid;
  const withScore = rows.some((row) => row.score !== null);
  const columns: PlainColumn<Submission>[] = [
    {
      key: 'submitId',
      title: t('submissions:columns.runId'),
      render: (row) => <Link to={links.detail(row)}>{row.submitId}</Link>,
    },
    ...(showAuthor
      ? [
          {
            key: 'username',
            title: t('submissions:columns.author'),
            ellipsis: true,
            render: (row: Submission) => (
              <Link to={`/user-home?username=${encodeURIComponent(row.username)}`} data-testid="row-author">
                {row.username}
              </Link>
            ),
          },
        ]
      : []),
    ...(showProblem
      ? [
          {
            key: 'problem',
            title: t('submissions:columns.problem'),
            ellipsis: true,
            render: (row: Submission) => (
              <Tooltip title={row.title}>
                <Link to={links.problem(row)}>{row.displayPid}</Link>
                <Typography.Text type="secondary" className="submission-problem-title">
                  {row.title}
                </Typography.Text>
              </Tooltip>
            ),
          },
        ]
      : []),
    {
      key: 'status',
      title: t('submissions:columns.status'),
      render: (row) => (
        <Space size={2}>
          <Link to={links.detail(row)}>
            <JudgeStatusTag status={row.status} testId="row-status" />
          </Link>
          {onResubmit && mayResubmit(row) && <ResubmitIcon onResubmit={() => onResubmit(row)} testId="row-resubmit" />}
        </Space>
      ),
    },
    ...(withScore ? [{ key: 'score', title: t('submissions:columns.score'), render: (row: Submission) => row.score ?? '--' }] : []),
    { key: 'time', title: t('submissions:columns.time'), render: (row) => formatTime(row.time), from: 'sm' },
    { key: 'memory', title: t('submissions:columns.memory'), render: (row) => formatMemory(row.memory), from: 'sm' },
    { key: 'length', title: t('submissions:columns.length'), render: (row) => formatLength(row.length), from: 'lg' },
    { key: 'language', title: t('submissions:columns.language'), render: (row) => row.language, from: 'md', ellipsis: true },
    { key: 'judger', title: t('submissions:columns.judger'), render: (row) => row.judger ?? '--', from: 'xl' },
    { key: 'submitTime', title: t('submissions:columns.submitTime'), render: (row) => formatDateTime(row.submitTime), from: 'md' },
    ...(onRejudge
      ? [
          {
            key: 'action',
            title: t('submissions:columns.action'),
            render: (row: Submission) => (
              <Button size="small" icon={<RedoOutlined />} onClick={() => onRejudge(row)} data-testid="row-rejudge">
                {t('submissions:rejudge')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <div data-testid="submission-table">
      <PlainTable<Submission>
        rowKey={(row) => row.submitId}
        size="middle"
        columns={columns}
        rows={rows}
        loading={loading}
        pagination={pagination || undefined}
        scrollX
        empty={empty}
      />
    </div>
  );
}
