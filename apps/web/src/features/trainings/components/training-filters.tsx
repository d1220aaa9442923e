// Training list filters: source (all, official, personal), keyword search, category, auth and, for logged-in
// callers, their favourites; every change goes back to the first page.
import '@/locales/need/more';
import { Checkbox, Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, type TrainingAuth } from '@verdict/shared';
import { useTrainingCategories } from '@/lib/api/get-training-category';
import { LISTED_TRAINING_SOURCES, type ListedTrainingSource, type TrainingSearch } from '../lib/list-search';

interface TrainingFiltersProps {
  search: TrainingSearch;
  onChange: (patch: Partial<TrainingSearch>) => void;
  /** The "My favourites" switch (logged-in callers). */
  showFavorites: boolean;
}

const ALL = 'all';
const SOURCE_OPTIONS = [ALL, ...LISTED_TRAINING_SOURCES] as const;

export function TrainingFilters({ search, onChange, showFavorites }: TrainingFiltersProps) {
  const { t } = useTranslation();
  const categories = useTrainingCategories();
  return (
    <Space wrap className="training-filters">
      <Segmented<ListedTrainingSource | typeof ALL>
        value={search.source ?? ALL}
        options={SOURCE_OPTIONS.map((value) => ({
          value,
          label: <span data-testid={`training-source-${value}`}>{t(`trainingFavorite:filter.${value}`)}</span>,
        }))}
        onChange={(value) => onChange({ source: value === ALL ? undefined : value, currentPage: 1 })}
        aria-label={t('trainingFavorite:filter.source')}
        data-testid="training-source-filter"
      />
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
      {showFavorites && (
        <Checkbox
          checked={search.onlyFavorite}
          onChange={(event) => onChange({ onlyFavorite: event.target.checked, currentPage: 1 })}
          data-testid="training-only-favorite"
        >
          {t('trainingFavorite:filter.onlyFavorite')}
        </Checkbox>
      )}
    </Space>
  );
}
