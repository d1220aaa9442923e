// Group list filters: keyword (Enter or the search icon), my groups / all groups (logged in only) and the auth tags;
// every change goes back to the first page.
import '@/locales/need/more';
import { Input, Segmented, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupAuthCode } from '@verdict/shared';
import { useSession } from '@/lib/session';
import { GROUP_AUTHS, type GroupSearch } from '../lib/list-search';

interface GroupFiltersProps {
  search: GroupSearch;
  onChange: (patch: Partial<GroupSearch>) => void;
}

export function GroupFilters({ search, onChange }: GroupFiltersProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const authOptions: (GroupAuthCode | undefined)[] = [undefined, ...GROUP_AUTHS];
  return (
    <div className="group-filters">
      <Input.Search
        key={search.keyword}
        defaultValue={search.keyword}
        allowClear
        placeholder={t('group:list.searchPlaceholder')}
        onSearch={(value) => onChange({ keyword: value.trim(), currentPage: 1 })}
        className="group-keyword"
        data-testid="group-keyword"
      />
      <Segmented<'mine' | 'all'>
        value={search.onlyMine && user ? 'mine' : 'all'}
        disabled={!user}
        options={[
          { value: 'all', label: t('group:list.all') },
          { value: 'mine', label: t('group:list.mine') },
        ]}
        onChange={(value) => onChange({ onlyMine: value === 'mine', currentPage: 1 })}
        data-testid="group-only-mine"
      />
      <Space wrap size={[4, 4]} data-testid="group-auth-filter">
        {authOptions.map((auth) => (
          <Tag.CheckableTag
            key={auth ?? 'all'}
            checked={search.auth === auth}
            onChange={() => onChange({ auth, currentPage: 1 })}
            data-testid={`group-auth-${auth ?? 'all'}`}
          >
            {auth === undefined ? t('group:list.authAll') : t(`group:auth.${auth}`)}
          </Tag.CheckableTag>
        ))}
      </Space>
    </div>
  );
}
