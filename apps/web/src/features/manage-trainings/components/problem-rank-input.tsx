// A problem's rank in the training, saved when the field loses focus or on Enter (when it changed and is valid).
import '@/locales/need/more';
import { useState } from 'react';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS as L } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useUpdateProblemRank } from '../api/training-problems';

export function ProblemRankInput({ tid, pid, rank }: { tid: number; pid: number; rank: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(rank);
  const update = useUpdateProblemRank();

  const commit = () => {
    if (value === null || value === rank || !Number.isInteger(value) || value < L.rankMin || value > L.rankMax) {
      setValue(rank);
      return;
    }
    update.mutate(
      { tid, pid, rank: value },
      { onSuccess: () => notify.success(t('training:toast.updated')), onError: () => setValue(rank) },
    );
  };

  return (
    <InputNumber<number>
      size="small"
      min={L.rankMin}
      max={L.rankMax}
      precision={0}
      value={value}
      disabled={update.isPending}
      onChange={setValue}
      onBlur={commit}
      onPressEnter={commit}
      className="mt-rank-input"
      data-testid={`problem-rank-${pid}`}
    />
  );
}
