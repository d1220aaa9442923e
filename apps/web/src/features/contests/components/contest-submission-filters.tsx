// Contest submission filters: only mine, the problem (by display id) and the author; every change goes to page 1.
import '@/locales/need/more';
import { Button, Input, Select, Space, Switch } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContestProblem } from '@verdict/shared';
import type { ContestSubmissionSearch } from '../lib/submission-search';

interface ContestSubmissionFiltersProps {
  search: ContestSubmissionSearch;
  problems: ContestProblem[];
  onChange: (patch: Partial<ContestSubmissionSearch>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function ContestSubmissionFilters({ search, problems, onChange, onRefresh, refreshing }: ContestSubmissionFiltersProps) {
  const { t } = useTranslation();
  const apply = (patch: Partial<ContestSubmissionSearch>) => onChange({ ...patch, currentPage: 1 });
  return (
    <Space wrap className="contest-submission-filters" data-testid="contest-submission-filters">
      <Space size={6}>
        <Switch checked={search.onlyMine} onChange={(onlyMine) => apply({ onlyMine })} data-testid="filter-only-mine" />
        {t('contest:submissions.onlyMine')}
      </Space>
      <Select<string>
        allowClear
        value={search.problemID || undefined}
        placeholder={t('contest:submissions.problem')}
        options={problems.map((problem) => ({ value: problem.displayId, label: `${problem.displayId} ${problem.displayTitle}` }))}
        onChange={(problemID) => apply({ problemID: problemID ?? '' })}
        className="contest-filter-select"
        data-testid="filter-problem"
      />
      <Input.Search
        key={`author-${search.username}`}
        allowClear
        defaultValue={search.username}
        placeholder={t('contest:submissions.username')}
        disabled={search.onlyMine}
        onSearch={(value) => apply({ username: value.trim() })}
        className="contest-filter-search"
        data-testid="filter-author"
      />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} data-testid="submission-refresh">
        {t('common:refresh')}
      </Button>
    </Space>
  );
}
