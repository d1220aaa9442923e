// The caller's membership button (spec 002 §4): Apply (a public group joins at once; others open the apply
// dialog), a disabled Applying or Refused, or Exit Group with a confirm for members other than the owner.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupAuth, GroupLevel } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useExitGroup, useJoinGroup } from '../api/join-group';
import type { GroupState } from '../hooks/use-group-state';
import { afterSuccess } from '../lib/after-success';
import { groupPath } from '@/lib/paths/groups';
import { ApplyDialog } from './apply-dialog';

function ApplyButton({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const join = useJoinGroup();
  const { group } = state;
  const isPublic = group.auth === GroupAuth.Public;
  const onClick = () => {
    if (!isPublic) return setOpen(true);
    afterSuccess(join.mutateAsync({ gid: group.id }), () => notify.success(t('group:toast.joined')));
  };
  return (
    <>
      <Button type="primary" block loading={join.isPending} onClick={onClick} data-testid="group-apply">
        {t(isPublic ? 'group:join.join' : 'group:join.apply')}
      </Button>
      {open && <ApplyDialog group={group} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExitButton({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exit = useExitGroup();
  const onConfirm = () =>
    exit.mutateAsync(state.group.id).then(() => {
      notify.success(t('group:toast.exited'));
      navigate(groupPath(state.group.id));
    });
  return (
    <Popconfirm
      title={t('group:join.exitTitle')}
      description={t('group:join.exitContent', { name: state.group.name })}
      onConfirm={onConfirm}
      okButtonProps={{ danger: true, 'data-testid': 'group-exit-confirm' }}
    >
      <Button danger block loading={exit.isPending} data-testid="group-exit">
        {t('group:join.exit')}
      </Button>
    </Popconfirm>
  );
}

export function GroupMembership({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  if (state.pending) return null;
  switch (state.level) {
    case null:
      return <ApplyButton state={state} />;
    case GroupLevel.Applying:
      return (
        <Button block disabled data-testid="group-applying">
          {t('group:join.applying')}
        </Button>
      );
    case GroupLevel.Refused:
      return (
        <Button block disabled data-testid="group-refused">
          {t('group:join.refused')}
        </Button>
      );
    default:
      return state.owner ? null : <ExitButton state={state} />;
  }
}
