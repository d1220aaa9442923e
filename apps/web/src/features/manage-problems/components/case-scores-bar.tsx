// OI scoring helper above the case list: total of the case scores and the "even split" of a chosen total.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseRow } from '../model/problem-draft';
import { DEFAULT_TOTAL_SCORE, evenSplit, totalScore } from '../model/scores';

interface CaseScoresBarProps {
  cases: CaseRow[];
  onChange: (cases: CaseRow[]) => void;
}

export function CaseScoresBar({ cases, onChange }: CaseScoresBarProps) {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number | null>(DEFAULT_TOTAL_SCORE);
  return (
    <Space wrap className="mp-scores-bar" data-testid="case-scores-bar">
      <Typography.Text strong data-testid="case-total-score">
        {t('manageProblems:form.totalScore', { score: totalScore(cases) })}
      </Typography.Text>
      <Space.Compact>
        <InputNumber<number>
          min={0}
          precision={0}
          value={total}
          onChange={setTotal}
          prefix={t('manageProblems:form.evenSplitTotal')}
          style={{ width: 150 }}
          data-testid="even-split-total"
        />
        <Button onClick={() => onChange(evenSplit(cases, total ?? 0))} disabled={cases.length === 0} data-testid="even-split">
          {t('manageProblems:form.evenSplit')}
        </Button>
      </Space.Compact>
    </Space>
  );
}
