// Per-case results of a submission (get-all-case-result): a case table, grouped by subtask in the subtask modes,
// with the input, expected and actual output excerpts when the caller may see them.
import '@/locales/need/problem-pages';
import { Alert, Collapse, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AllCaseResult, JudgeCaseResult, SubtaskResult } from '@verdict/shared';
import { ApiError } from '@/lib/api-client';
import { QueryState } from '@/components/query-state';
import { useAllCaseResult } from '../api/get-all-case-result';
import { formatMemory, formatTime } from '@/lib/units';
import { JudgeStatusTag } from '@/components/judge/judge-status-tag';

const hasExcerpts = (row: JudgeCaseResult) => Boolean(row.inputData || row.outputData || row.userOutput);

function Excerpts({ row }: { row: JudgeCaseResult }) {
  const { t } = useTranslation();
  const blocks: [string, string][] = [
    [t('submissions:detail.input'), row.inputData],
    [t('submissions:detail.expected'), row.outputData],
    [t('submissions:detail.output'), row.userOutput],
  ];
  return (
    <div className="case-excerpts">
      {blocks.map(([label, text]) => (
        <div key={label} className="case-excerpt">
          <Typography.Text strong>{label}</Typography.Text>
          <pre>{text || ' '}</pre>
        </div>
      ))}
    </div>
  );
}

function CaseTable({ cases, showScore }: { cases: JudgeCaseResult[]; showScore: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<JudgeCaseResult> = [
    { title: t('submissions:detail.case'), dataIndex: 'seq', width: 80, render: (seq: number) => `#${seq}` },
    {
      title: t('submissions:columns.status'),
      dataIndex: 'status',
      render: (status: number) => <JudgeStatusTag status={status} testId="case-status" />,
    },
    { title: t('submissions:columns.time'), dataIndex: 'time', render: formatTime },
    { title: t('submissions:columns.memory'), dataIndex: 'memory', render: formatMemory },
    ...(showScore ? [{ title: t('submissions:columns.score'), dataIndex: 'score' }] : []),
    {
      title: t('submissions:detail.message'),
      dataIndex: 'message',
      ellipsis: true,
      responsive: ['md'],
      render: (message: string) => message || '--',
    },
  ];
  return (
    <Table<JudgeCaseResult>
      rowKey="seq"
      size="small"
      columns={columns}
      dataSource={cases}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-testid': 'case-row', 'data-status': row.status }) as React.HTMLAttributes<HTMLElement>}
      expandable={{ rowExpandable: hasExcerpts, expandedRowRender: (row) => <Excerpts row={row} /> }}
    />
  );
}

function SubtaskHeader({ subtask }: { subtask: SubtaskResult }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Typography.Text strong>{t('submissions:detail.subtask', { group: subtask.groupNum })}</Typography.Text>
      <JudgeStatusTag status={subtask.status} testId="subtask-status" />
      <span>{t('submissions:detail.subtaskAc', { ac: subtask.ac, total: subtask.total })}</span>
      <span>{t('submissions:detail.subtaskScore', { score: subtask.score })}</span>
      <Typography.Text type="secondary">
        {formatTime(subtask.time)} / {formatMemory(subtask.memory)}
      </Typography.Text>
    </Space>
  );
}

function Results({ result }: { result: AllCaseResult }) {
  const showScore = result.judgeCaseList.some((row) => row.score > 0) || result.judgeCaseMode !== 'default';
  if (result.subTaskJudgeCaseVoList.length > 0) {
    return (
      <Collapse
        data-testid="subtask-results"
        defaultActiveKey={result.subTaskJudgeCaseVoList.filter((s) => s.ac < s.total).map((s) => String(s.groupNum))}
        items={result.subTaskJudgeCaseVoList.map((subtask) => ({
          key: String(subtask.groupNum),
          label: <SubtaskHeader subtask={subtask} />,
          children: <CaseTable cases={subtask.subtaskDetailList} showScore={showScore} />,
        }))}
      />
    );
  }
  return <CaseTable cases={result.judgeCaseList} showScore={showScore} />;
}

export function CaseResults({ submitId, status }: { submitId: number; status: number }) {
  const { t } = useTranslation();
  const query = useAllCaseResult(submitId, status);
  // Closed case results (403) are a state of the problem, not an error to retry.
  if (query.error instanceof ApiError && query.error.status === 403) {
    return <Alert type="info" showIcon title={query.error.message} data-testid="cases-closed" />;
  }
  return (
    <div data-testid="case-results">
      <QueryState query={query} isEmpty={(result) => result.judgeCaseList.length === 0} emptyText={t('submissions:detail.noCases')}>
        {(result) => <Results result={result} />}
      </QueryState>
    </div>
  );
}
