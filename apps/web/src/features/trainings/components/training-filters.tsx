// Training list filters: keyword search, category and auth; every change goes back to the first page.
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, type TrainingAuth } from '@verdict/shared';
import { useTrainingCategories } from '@/lib/api/get-training-category';
import type { TrainingSearch } from '../lib/list-search';

interface TrainingFiltersProps {
  search: TrainingSearch;
  onChange: (patch: Partial<TrainingSearch>) => void;
}

export function TrainingFilters({ search, onChange }: TrainingFiltersProps) {
  const { t } = useTranslation();
  const categories = useTrainingCategories();
  return (
    <Space wrap className="training-filters">
      <Input.Search
        key={search.keyword}
        defaultValue={search.keyword}
        allowClear
        placeholder={t('training:list.searchPlaceholder')}
        onSearch={(value) => onChange({ keyword: value.trim(), currentPage: 1 })}
        className="training-keyword"
        data-testid="training-keyword"
      />
      <Select<number>
        value={search.categoryId}
        allowClear
        placeholder={t('training:list.category')}
        loading={categories.isPending}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        onChange={(categoryId) => onChange({ categoryId, currentPage: 1 })}
        className="training-select"
        data-testid="training-category-filter"
      />
      <Select<TrainingAuth>
        value={search.auth}
        allowClear
        placeholder={t('training:list.auth')}
        options={TRAINING_AUTHS.map((auth) => ({ value: auth, label: t(`training:auth.${auth}`) }))}
        onChange={(auth) => onChange({ auth, currentPage: 1 })}
        className="training-select"
        data-testid="training-auth-filter"
      />
    </Space>
  );
}
