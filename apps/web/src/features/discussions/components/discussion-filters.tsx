// Discussion list filters: the categories (all or one), the keyword (Enter or the search icon) and "only mine"
// (logged in only); every change goes back to the first page.
import '@/locales/need/more';
import { Input, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useCategories } from '../api/categories';
import type { DiscussionSearch } from '../lib/list-search';

interface DiscussionFiltersProps {
  search: DiscussionSearch;
  onChange: (patch: Partial<DiscussionSearch>) => void;
}

export function DiscussionFilters({ search, onChange }: DiscussionFiltersProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const categories = useCategories();
  const options = [{ id: undefined, name: t('discussion:list.allCategories') }, ...(categories.data ?? [])];
  return (
    <div className="discussion-filters">
      <Space wrap size={[4, 4]} data-testid="discussion-categories">
        {options.map((category) => (
          <Tag.CheckableTag
            key={category.id ?? 'all'}
            checked={search.cid === category.id}
            onChange={() => onChange({ cid: category.id, currentPage: 1 })}
            data-testid={`discussion-category-${category.id ?? 'all'}`}
          >
            {category.name}
          </Tag.CheckableTag>
        ))}
      </Space>
      <div className="discussion-filters-row">
        <Input.Search
          key={search.keyword}
          defaultValue={search.keyword}
          allowClear
          placeholder={t('discussion:list.searchPlaceholder')}
          onSearch={(value) => onChange({ keyword: value.trim(), currentPage: 1 })}
          className="discussion-keyword"
          data-testid="discussion-keyword"
        />
        <label className="discussion-only-mine">
          <Switch
            size="small"
            checked={user !== null && search.onlyMine}
            disabled={!user}
            onChange={(onlyMine) => onChange({ onlyMine, currentPage: 1 })}
            data-testid="discussion-only-mine"
          />
          {t('discussion:list.onlyMine')}
        </label>
      </div>
    </div>
  );
}
