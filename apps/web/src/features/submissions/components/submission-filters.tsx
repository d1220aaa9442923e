// Status page filters: only mine (login), status, problem id (super admin) and author (admin roles, off with only mine).
import '@/locales/need/problem-pages';
import { Button, Space, Switch, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuSelect } from '@/components/menu-select';
import { SearchInput } from '@/components/search-input';
import { isSuperAdminUser, isAdminUser, useSession } from '@/lib/session';
import { FILTERABLE_STATUSES } from '@/lib/judge-status';
import type { SubmissionSearch } from '../lib/list-search';
import { useStatusName } from '@/components/judge/judge-status-tag';

interface SubmissionFiltersProps {
  search: SubmissionSearch;
  onChange: (patch: Partial<SubmissionSearch>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function SubmissionFilters({ search, onChange, onRefresh, refreshing }: SubmissionFiltersProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const statusName = useStatusName();
  const apply = (patch: Partial<SubmissionSearch>) => onChange({ ...patch, currentPage: 1 });
  return (
    <Space wrap className="submission-filters" data-testid="submission-filters">
      <Tooltip title={user ? undefined : t('messages:Please_login_first')}>
        <Space size={6}>
          <Switch
            checked={search.onlyMine && user !== null}
            disabled={!user}
            onChange={(onlyMine) => apply({ onlyMine })}
            data-testid="filter-only-mine"
          />
          {t('submissions:list.onlyMine')}
        </Space>
      </Tooltip>
      <MenuSelect<number>
        placeholder={t('submissions:list.allStatus')}
        clearLabel={t('submissions:list.allStatus')}
        value={search.status}
        onChange={(status) => apply({ status })}
        options={FILTERABLE_STATUSES.map((status) => ({ value: status, label: statusName(status) }))}
        style={{ width: 180 }}
        data-testid="filter-status"
      />
      <SearchInput
        key={`problem-${search.problemID}`}
        defaultValue={search.problemID}
        placeholder={t('submissions:list.problemId')}
        disabled={!isSuperAdminUser(user)}
        onSearch={(value) => apply({ problemID: value.trim(), completeProblemID: false })}
        style={{ width: 160 }}
        data-testid="filter-problem"
      />
      <SearchInput
        key={`author-${search.username}`}
        defaultValue={search.username}
        placeholder={t('submissions:list.author')}
        disabled={!isAdminUser(user) || search.onlyMine}
        onSearch={(value) => apply({ username: value.trim() })}
        style={{ width: 160 }}
        data-testid="filter-author"
      />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} data-testid="submission-refresh">
        {t('common:refresh')}
      </Button>
    </Space>
  );
}
