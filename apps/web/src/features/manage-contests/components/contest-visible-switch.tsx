// The visible switch of a back-office contest row (change-contest-visible).
import '@/locales/need/more';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useChangeContestVisible } from '../api/contest-admin-actions';

export function ContestVisibleSwitch({ cid, visible }: { cid: number; visible: boolean }) {
  const { t } = useTranslation();
  const change = useChangeContestVisible();
  return (
    <Switch
      size="small"
      checked={visible}
      loading={change.isPending}
      onChange={(next) => change.mutate({ cid, visible: next }, { onSuccess: () => notify.success(t('manageContest:toast.updated')) })}
      data-testid={`contest-visible-${cid}`}
    />
  );
}
