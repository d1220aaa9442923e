// Applications to the group, for group admins (spec 002 §2.7): who applied, the reason, when, and approve (to
// member) or refuse.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, GroupLevel, type GroupLevelCode, type GroupMember } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useGroupApplies } from '../api/get-group-members';
import { useUpdateGroupMember } from '../api/update-group-member';
import { afterSuccess } from '../lib/after-success';
import { GroupLevelTag } from './group-level-tag';
import { MemberUserCell } from './member-user-cell';

const PAGE_SIZE = GROUP_LIMITS.memberPageSize;

function ApplyActions({ gid, member }: { gid: number; member: GroupMember }) {
  const { t } = useTranslation();
  const update = useUpdateGroupMember(gid);
  const decide = (auth: 2 | 3) =>
    afterSuccess(update.mutateAsync({ uid: member.uid, auth }), () => notify.success(t('group:toast.updated')));
  return (
    <Space size={8} wrap>
      <Button size="small" type="primary" loading={update.isPending} onClick={() => decide(GroupLevel.Member)} data-testid="apply-approve">
        {t('group:members.approve')}
      </Button>
      <Button
        size="small"
        danger
        disabled={member.auth === GroupLevel.Refused}
        onClick={() => decide(GroupLevel.Refused)}
        data-testid="apply-refuse"
      >
        {t('group:members.refuse')}
      </Button>
    </Space>
  );
}

export function GroupApplyTable({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const query = useGroupApplies({ gid, currentPage, limit: PAGE_SIZE }, true);
  const columns: ColumnsType<GroupMember> = [
    { title: t('group:members.username'), key: 'user', render: (_, member) => <MemberUserCell member={member} /> },
    { title: t('group:members.level'), dataIndex: 'auth', width: 100, render: (level: GroupLevelCode) => <GroupLevelTag level={level} /> },
    { title: t('group:members.realname'), dataIndex: 'realname', responsive: ['lg'], render: (name: string | null) => name || '-' },
    {
      title: t('group:members.reason'),
      dataIndex: 'reason',
      responsive: ['sm'],
      render: (reason: string | null) => <span className="apply-reason">{reason || '-'}</span>,
    },
    { title: t('group:members.applied'), dataIndex: 'gmtCreate', responsive: ['md'], render: (value: string) => formatDateTime(value) },
    { title: t('group:members.actions'), key: 'actions', render: (_, member) => <ApplyActions gid={gid} member={member} /> },
  ];
  return (
    <QueryState query={query} rows={3}>
      {(page) => (
        <Table<GroupMember>
          rowKey="uid"
          size={mobile ? 'small' : 'middle'}
          columns={columns}
          dataSource={page.records}
          locale={{ emptyText: t('group:members.noApplies') }}
          onRow={(member) => ({ 'data-testid': 'apply-row', 'data-username': member.username }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: page.total,
            simple: true,
            hideOnSinglePage: true,
            onChange: setCurrentPage,
          }}
          data-testid="group-apply-table"
        />
      )}
    </QueryState>
  );
}
