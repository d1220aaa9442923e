// The group's Member tab: the members, and for group admins the applications above them.
import '@/locales/need/more';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupState } from '../hooks/use-group-state';
import { GroupApplyTable } from './group-apply-table';
import { GroupMemberTable } from './group-member-table';

export function GroupMembers({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  return (
    <div className="group-members" data-testid="group-members">
      {state.admin && (
        <section className="group-section">
          <Typography.Title level={5}>{t('group:members.applies')}</Typography.Title>
          <GroupApplyTable gid={state.group.id} />
        </section>
      )}
      <section className="group-section">
        <Typography.Title level={5}>{t('group:members.heading')}</Typography.Title>
        <GroupMemberTable state={state} />
      </section>
    </div>
  );
}
