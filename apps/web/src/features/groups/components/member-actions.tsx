// A member row's admin controls (spec 002 §4, §6): the level select (member or admin) and remove with a confirm,
// enabled by the member rules.
import '@/locales/need/more';
import { Button, Popconfirm, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GroupMember } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useDeleteGroupMember, useUpdateGroupMember } from '../api/update-group-member';
import { afterSuccess } from '../lib/after-success';
import { MEMBER_LEVELS, mayGrantLevel, mayManage, type MemberActor } from '../lib/member-rules';

interface MemberActionsProps {
  gid: number;
  ownerUid: string;
  actor: MemberActor;
  member: GroupMember;
}

export function MemberActions({ gid, ownerUid, actor, member }: MemberActionsProps) {
  const { t } = useTranslation();
  const update = useUpdateGroupMember(gid);
  const remove = useDeleteGroupMember(gid);
  const allowed = mayManage(actor, member, ownerUid);
  if (member.uid === ownerUid) return null;
  const onLevel = (auth: 3 | 4) =>
    afterSuccess(update.mutateAsync({ uid: member.uid, auth }), () => notify.success(t('group:toast.updated')));
  const onRemove = () => remove.mutateAsync(member.uid).then(() => notify.success(t('group:toast.deleted')));
  return (
    <Space size={8} wrap>
      <Select<3 | 4>
        size="small"
        value={member.auth as 3 | 4}
        disabled={!allowed}
        loading={update.isPending}
        onChange={onLevel}
        options={MEMBER_LEVELS.map((level) => ({ value: level, label: t(`group:level.${level}`), disabled: !mayGrantLevel(actor, level) }))}
        className="member-level-select"
        data-testid="member-level-select"
      />
      {allowed && (
        <Popconfirm
          title={t('group:members.removeTitle')}
          description={t('group:members.removeContent', { username: member.username })}
          onConfirm={onRemove}
          okButtonProps={{ danger: true, 'data-testid': 'member-remove-confirm' }}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('group:members.remove')} data-testid="member-remove" />
        </Popconfirm>
      )}
    </Space>
  );
}
