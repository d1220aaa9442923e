// Submission rows: run id, author, problem, status, score, time, memory, length, language, judger and submit time,
// with the author's resubmit icon on Submitted Failed rows and an optional rejudge action; shared by the status page
// and a problem's "my submissions" tab.
import '@/locales/need/problem-pages';
import type { ReactNode } from 'react';
import { Button, Space, Table, Tooltip, Typography, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RedoOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type Submission } from '@verdict/shared';
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
  pagination: TablePaginationConfig | false;
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
  const columns: ColumnsType<Submission> = [
    {
      title: t('submissions:columns.runId'),
      dataIndex: 'submitId',
      render: (id: number, row) => <Link to={links.detail(row)}>{id}</Link>,
    },
    ...(showAuthor
      ? [
          {
            title: t('submissions:columns.author'),
            dataIndex: 'username',
            ellipsis: true,
            render: (username: string) => (
              <Link to={`/user-home?username=${encodeURIComponent(username)}`} data-testid="row-author">
                {username}
              </Link>
            ),
          },
        ]
      : []),
    ...(showProblem
      ? [
          {
            title: t('submissions:columns.problem'),
            key: 'problem',
            ellipsis: true,
            render: (_: unknown, row: Submission) => (
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
      title: t('submissions:columns.status'),
      dataIndex: 'status',
      render: (status: number, row) => (
        <Space size={2}>
          <Link to={links.detail(row)}>
            <JudgeStatusTag status={status} testId="row-status" />
          </Link>
          {onResubmit && mayResubmit(row) && <ResubmitIcon onResubmit={() => onResubmit(row)} testId="row-resubmit" />}
        </Space>
      ),
    },
    ...(withScore ? [{ title: t('submissions:columns.score'), dataIndex: 'score', render: (score: number | null) => score ?? '--' }] : []),
    { title: t('submissions:columns.time'), dataIndex: 'time', render: formatTime, responsive: ['sm'] },
    { title: t('submissions:columns.memory'), dataIndex: 'memory', render: formatMemory, responsive: ['sm'] },
    { title: t('submissions:columns.length'), dataIndex: 'length', render: formatLength, responsive: ['lg'] },
    { title: t('submissions:columns.language'), dataIndex: 'language', responsive: ['md'], ellipsis: true },
    { title: t('submissions:columns.judger'), dataIndex: 'judger', responsive: ['xl'], render: (judger: string | null) => judger ?? '--' },
    {
      title: t('submissions:columns.submitTime'),
      dataIndex: 'submitTime',
      responsive: ['md'],
      render: (time: string) => formatDateTime(time),
    },
    ...(onRejudge
      ? [
          {
            title: t('submissions:columns.action'),
            key: 'action',
            render: (_: unknown, row: Submission) => (
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
      <Table<Submission>
        rowKey="submitId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={empty ? { emptyText: empty } : undefined}
      />
    </div>
  );
}
