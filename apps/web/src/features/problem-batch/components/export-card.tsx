// Export card: search and page through the problems, select some, export or verify them.
import '@/locales/need/more';
import { useState } from 'react';
import { Card, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useAdminProblemList } from '@/lib/api/get-admin-problem-list';
import { useListParams } from '@/hooks/use-admin-problem-list-params';
import { ExportActions } from './export-actions';
import { ExportProblemTable } from './export-problem-table';

interface ExportCardProps {
  onVerify: (pids: number[]) => void;
  verifying: boolean;
}

export function ExportCard({ onVerify, verifying }: ExportCardProps) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useAdminProblemList(params);
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <Card title={t('problemBatch:export.title')} className="pb-card" data-testid="export-card">
      <div className="pb-stack">
        <Input.Search
          key={params.keyword}
          defaultValue={params.keyword}
          allowClear
          placeholder={t('problemBatch:export.searchPlaceholder')}
          onSearch={(keyword) => update({ keyword: keyword.trim(), currentPage: 1 })}
          className="pb-search"
          data-testid="export-search"
        />
        <ExportActions selected={selected} onClear={() => setSelected([])} onVerify={onVerify} verifying={verifying} />
        <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('problemBatch:export.empty')}>
          {(page) => (
            <ExportProblemTable
              page={page}
              currentPage={params.currentPage}
              limit={params.limit}
              loading={query.isFetching}
              onPageChange={(currentPage, limit) => update({ currentPage: limit === params.limit ? currentPage : 1, limit })}
              selected={selected}
              onSelect={setSelected}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
