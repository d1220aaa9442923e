// Above the back-office training table: create, the categories dialog (root and problem admins) and keyword search.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { useTrainingRights } from '../hooks/use-training-rights';
import { CategoryDialog } from './category-dialog';

export function TrainingListToolbar({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { manageCategories } = useTrainingRights();
  const { paths } = useTrainingAdminScope();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  return (
    <div className="mp-toolbar">
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)} data-testid="create-training">
          {t('training:manage.create')}
        </Button>
        {manageCategories && (
          <Button icon={<TagsOutlined />} onClick={() => setCategoriesOpen(true)} data-testid="open-categories">
            {t('training:category.title')}
          </Button>
        )}
      </Space>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        placeholder={t('training:manage.searchPlaceholder')}
        onSearch={(value) => onSearch(value.trim())}
        className="mp-search"
        data-testid="admin-training-search"
      />
      {manageCategories && <CategoryDialog open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />}
    </div>
  );
}
