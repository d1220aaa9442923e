// The visible switch of a training row (change-training-status); read-only for trainings the caller may not edit.
import '@/locales/need/more';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useChangeTrainingStatus } from '../api/training-admin-actions';

export function TrainingStatusSwitch({ tid, status, editable }: { tid: number; status: boolean; editable: boolean }) {
  const { t } = useTranslation();
  const change = useChangeTrainingStatus();
  return (
    <Switch
      size="small"
      checked={status}
      disabled={!editable}
      loading={change.isPending}
      onChange={(next) => change.mutate({ tid, status: next }, { onSuccess: () => notify.success(t('training:toast.updated')) })}
      data-testid={`training-visible-${tid}`}
    />
  );
}
