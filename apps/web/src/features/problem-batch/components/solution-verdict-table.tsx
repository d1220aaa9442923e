// One problem's reference solutions: language (the file's and ours), verdict, time, memory and message.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SolutionVerdict } from '@verdict/shared';
import { formatMemory, formatTime } from '@/lib/units';
import { SolutionVerdictTag } from './solution-verdict-tag';

function LanguagePair({ solution }: { solution: SolutionVerdict }) {
  const { t } = useTranslation();
  return (
    <span className="pb-language">
      <span>{solution.sourceLanguage || '-'}</span>
      <span aria-hidden> → </span>
      {solution.language ?? <Typography.Text type="secondary">{t('problemBatch:verify.noLocalLanguage')}</Typography.Text>}
    </span>
  );
}

export function SolutionVerdictTable({ solutions }: { solutions: SolutionVerdict[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<SolutionVerdict> = [
    {
      title: t('problemBatch:verify.language'),
      key: 'language',
      width: 220,
      render: (_, solution) => <LanguagePair solution={solution} />,
    },
    {
      title: t('problemBatch:verify.verdict'),
      key: 'verdict',
      width: 190,
      render: (_, solution) => <SolutionVerdictTag solution={solution} />,
    },
    { title: t('problemBatch:verify.time'), dataIndex: 'timeMs', width: 90, render: (ms: number | null) => formatTime(ms) },
    { title: t('problemBatch:verify.memory'), dataIndex: 'memoryKb', width: 100, render: (kb: number | null) => formatMemory(kb) },
    {
      title: t('problemBatch:verify.message'),
      dataIndex: 'message',
      ellipsis: { showTitle: true },
      render: (message: string | null) => message ?? '-',
    },
  ];
  return (
    <Table<SolutionVerdict>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={solutions}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('problemBatch:verify.noSolutions') }}
      onRow={(solution) =>
        ({ 'data-testid': `solution-${solution.id}`, 'data-language': solution.sourceLanguage }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}
