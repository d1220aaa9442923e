// The import report: imported problems (linked), skipped and failed items with the reasons, and the button
// that verifies the imported problems' reference solutions.
import '@/locales/need/more';
import { Button, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportIssue, ImportReport as Report } from '@verdict/shared';
import { ReportSection } from './report-section';

interface ImportReportProps {
  fileName: string;
  report: Report;
  onVerify: (pids: number[]) => void;
  verifying: boolean;
}

const issueItems = (issues: ImportIssue[]) =>
  issues.map((issue, index) => ({
    key: `${index}-${issue.title}`,
    content: (
      <>
        <Typography.Text strong>{issue.title}</Typography.Text>
        <Typography.Text type="secondary" className="pb-report-why">
          {issue.why}
        </Typography.Text>
      </>
    ),
  }));

export function ImportReport({ fileName, report, onVerify, verifying }: ImportReportProps) {
  const { t } = useTranslation();
  const imported = report.imported.map((problem) => ({
    key: String(problem.pid),
    content: (
      <span data-testid={`imported-${problem.problemId}`}>
        <Link to={`/problem/${encodeURIComponent(problem.problemId)}`} target="_blank">
          {problem.problemId} {problem.title}
        </Link>
        <Typography.Text type="secondary" className="pb-report-why">
          {t('problemBatch:report.solutions', { count: problem.solutions })}
        </Typography.Text>
      </span>
    ),
  }));

  return (
    <div className="pb-report" data-testid="import-report" data-file={fileName}>
      <div className="pb-report-head">
        <Typography.Title level={4}>{t('problemBatch:report.title')}</Typography.Title>
        <Button
          type="primary"
          icon={<SafetyCertificateOutlined />}
          disabled={report.imported.length === 0}
          loading={verifying}
          onClick={() => onVerify(report.imported.map((problem) => problem.pid))}
          data-testid="verify-imported"
        >
          {t('problemBatch:report.verify')}
        </Button>
      </div>
      <ReportSection
        title={t('problemBatch:report.imported', { count: report.imported.length })}
        emptyText={t('problemBatch:report.noneImported')}
        items={imported}
        testId="report-imported"
      />
      <ReportSection
        title={t('problemBatch:report.skipped', { count: report.skipped.length })}
        emptyText={t('problemBatch:report.noneSkipped')}
        items={issueItems(report.skipped)}
        testId="report-skipped"
      />
      <ReportSection
        title={t('problemBatch:report.failed', { count: report.failed.length })}
        emptyText={t('problemBatch:report.noneFailed')}
        items={issueItems(report.failed)}
        testId="report-failed"
      />
    </div>
  );
}
