// Contest list filters: keyword, status and rule type; every change goes back to the first page.
import '@/locales/need/more';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestStatusCode, ContestTypeCode } from '@verdict/shared';
import { CONTEST_STATUSES, CONTEST_TYPES, type ContestSearch } from '../lib/list-search';

const STATUS_KEY: Record<ContestStatusCode, string> = { [-1]: 'scheduled', 0: 'running', 1: 'ended' };
const TYPE_KEY: Record<ContestTypeCode, string> = { 0: 'acm', 1: 'oi' };

export function ContestFilters({ search, onChange }: { search: ContestSearch; onChange: (patch: Partial<ContestSearch>) => void }) {
  const { t } = useTranslation();
  return (
    <Space wrap className="contest-filters">
      <Input.Search
        key={search.keyword}
        defaultValue={search.keyword}
        allowClear
        placeholder={t('contest:list.searchPlaceholder')}
        onSearch={(value) => onChange({ keyword: value.trim(), currentPage: 1 })}
        className="contest-keyword"
        data-testid="contest-keyword"
      />
      <Select<ContestStatusCode>
        value={search.status}
        allowClear
        placeholder={t('contest:list.status')}
        options={CONTEST_STATUSES.map((status) => ({ value: status, label: t(`home:contestStatus.${STATUS_KEY[status]}`) }))}
        onChange={(status) => onChange({ status, currentPage: 1 })}
        className="contest-select"
        data-testid="contest-status-filter"
      />
      <Select<ContestTypeCode>
        value={search.type}
        allowClear
        placeholder={t('contest:list.type')}
        options={CONTEST_TYPES.map((type) => ({ value: type, label: t(`home:contestType.${TYPE_KEY[type]}`) }))}
        onChange={(type) => onChange({ type, currentPage: 1 })}
        className="contest-select"
        data-testid="contest-type-filter"
      />
    </Space>
  );
}
