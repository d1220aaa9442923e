// Problem list filters: keyword, difficulty, OJ, problem bank (by role), a random problem and a reset.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, Space } from 'antd';
import { QuestionOutlined, UndoOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REMOTE_OJS, type ProblemBank } from '@verdict/shared';
import { MenuSelect } from '@/components/menu-select';
import { SearchInput } from '@/components/search-input';
import { roleOf, useSession } from '@/lib/session';
import { getRandomProblem } from '../../api/get-random-problem';
import { banksFor } from '../../lib/banks';
import { DIFFICULTY_LEVELS } from '@/lib/difficulty';
import { ALL_OJ, type ProblemSearch } from '../../lib/list-search';

interface ProblemFiltersProps {
  search: ProblemSearch;
  onChange: (patch: Partial<ProblemSearch>) => void;
  onReset: () => void;
}

const LOCAL_OJ = 'Mine';

export function ProblemFilters({ search, onChange, onReset }: ProblemFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [drawing, setDrawing] = useState(false);
  const banks = banksFor(roleOf(user));
  const apply = (patch: Partial<ProblemSearch>) => onChange({ ...patch, currentPage: 1 });

  const random = async () => {
    setDrawing(true);
    try {
      const { problemId } = await getRandomProblem();
      navigate(`/problem/${encodeURIComponent(problemId)}`);
    } catch {
      // The API client showed why (e.g. no public problem yet).
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Space wrap className="problem-filters" data-testid="problem-filters">
      <SearchInput
        key={`keyword-${search.keyword}`}
        defaultValue={search.keyword}
        placeholder={t('problems:list.keywordPlaceholder')}
        onSearch={(value) => apply({ keyword: value.trim() })}
        className="problem-keyword"
        data-testid="filter-keyword"
      />
      <MenuSelect<number>
        placeholder={t('problems:list.difficulty')}
        clearLabel={t('problems:list.difficultyAll')}
        value={search.difficulty}
        onChange={(difficulty) => apply({ difficulty })}
        options={DIFFICULTY_LEVELS.map((level) => ({ value: level, label: t(`problems:difficulty.${level}`) }))}
        style={{ width: 130 }}
        data-testid="filter-difficulty"
      />
      <MenuSelect<string>
        placeholder={t('problems:list.oj')}
        value={search.oj}
        onChange={(oj) => apply({ oj: oj ?? ALL_OJ, tagIds: [] })}
        options={[
          { value: ALL_OJ, label: t('problems:list.ojAll') },
          { value: LOCAL_OJ, label: t('problems:list.ojLocal') },
          ...REMOTE_OJS.map((oj) => ({ value: oj, label: oj })),
        ]}
        style={{ width: 130 }}
        data-testid="filter-oj"
      />
      {banks.length > 0 && (
        <MenuSelect<ProblemBank>
          placeholder={t('problems:list.bankPublic')}
          clearLabel={t('problems:list.bankPublic')}
          value={search.bank}
          onChange={(bank) => apply({ bank })}
          options={banks.map((bank) => ({ value: bank, label: t(`problems:list.bank.${bank}`) }))}
          style={{ width: 150 }}
          data-testid="filter-bank"
        />
      )}
      <Button icon={<QuestionOutlined />} loading={drawing} onClick={() => void random()} data-testid="random-problem">
        {t('problems:list.random')}
      </Button>
      <Button icon={<UndoOutlined />} onClick={onReset} data-testid="reset-filters">
        {t('problems:list.reset')}
      </Button>
    </Space>
  );
}
