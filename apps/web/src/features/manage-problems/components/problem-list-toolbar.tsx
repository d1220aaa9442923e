// Filters above the problem table: keyword search, visibility filter and the create button.
import '@/locales/need/more';
import { Button, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

interface ProblemListToolbarProps {
  keyword: string;
  auth: number | undefined;
  onSearch: (keyword: string) => void;
  onAuthChange: (auth: number | undefined) => void;
}

const ALL = 0;

export function ProblemListToolbar({ keyword, auth, onSearch, onAuthChange }: ProblemListToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mp-toolbar">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/manage/problem/create')} data-testid="create-problem">
        {t('manageProblems:list.create')}
      </Button>
      <Space wrap className="mp-toolbar-filters">
        <Select<number>
          value={auth ?? ALL}
          style={{ width: 140 }}
          onChange={(value) => onAuthChange(value === ALL ? undefined : value)}
          options={[
            { value: ALL, label: t('manageProblems:list.allAuth') },
            ...PROBLEM_AUTHS.map((value) => ({ value, label: t(`manageProblems:auth.${value}`) })),
          ]}
          data-testid="problem-auth-filter"
        />
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder={t('manageProblems:list.searchPlaceholder')}
          onSearch={(value) => onSearch(value.trim())}
          className="mp-search"
          data-testid="problem-search"
        />
      </Space>
    </div>
  );
}
import { PROBLEM_AUTHS } from '@verdict/shared';
