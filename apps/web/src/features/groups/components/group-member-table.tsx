// The group's members (spec 002 §2.7): avatar and username, level, real name (group admins), joined time; group
// admins also change levels and remove members. Ten a page, the page in the URL.
import '@/locales/need/more';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, type GroupLevelCode, type GroupMember } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSearchState } from '@/hooks/use-search-state';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupState } from '../hooks/use-group-state';
import type { MemberActor } from '../lib/member-rules';
import { parsePageSearch, serializePageSearch } from '../lib/page-search';
import { GroupLevelTag } from './group-level-tag';
import { MemberActions } from './member-actions';
import { MemberUserCell } from './member-user-cell';

const PAGE_SIZE = GROUP_LIMITS.memberPageSize;

export function GroupMemberTable({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const { group } = state;
  const [search, update] = useSearchState(parsePageSearch, serializePageSearch);
  const query = useGroupMembers({ gid: group.id, currentPage: search.currentPage, limit: PAGE_SIZE });
  const actor: MemberActor = { uid: user?.uid ?? '', level: state.level ?? 0, unlimited: state.siteRoot || state.owner };
  const columns: ColumnsType<GroupMember> = [
    { title: t('group:members.username'), key: 'user', render: (_, member) => <MemberUserCell member={member} /> },
    { title: t('group:members.level'), dataIndex: 'auth', width: 110, render: (level: GroupLevelCode) => <GroupLevelTag level={level} /> },
    ...(state.admin
      ? [
          {
            title: t('group:members.realname'),
            dataIndex: 'realname',
            responsive: ['md' as const],
            render: (name: string | null) => name || '-',
          },
        ]
      : []),
    { title: t('group:members.joined'), dataIndex: 'gmtCreate', responsive: ['sm'], render: (value: string) => formatDateTime(value) },
    ...(state.admin
      ? [
          {
            title: t('group:members.actions'),
            key: 'actions',
            render: (_: unknown, member: GroupMember) => (
              <MemberActions gid={group.id} ownerUid={group.uid} actor={actor} member={member} />
            ),
          },
        ]
      : []),
  ];
  return (
    <QueryState query={query} rows={6}>
      {(page) => (
        <Table<GroupMember>
          rowKey="uid"
          size={mobile ? 'small' : 'middle'}
          columns={columns}
          dataSource={page.records}
          loading={query.isFetching && query.isPlaceholderData}
          locale={{ emptyText: t('group:members.empty') }}
          onRow={(member) => ({ 'data-testid': 'member-row', 'data-username': member.username }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: search.currentPage,
            pageSize: PAGE_SIZE,
            total: page.total,
            showSizeChanger: false,
            simple: mobile,
            hideOnSinglePage: true,
            showTotal: mobile ? undefined : (total) => t('group:members.total', { total }),
            onChange: (currentPage) => update({ currentPage }),
          }}
          data-testid="group-member-table"
        />
      )}
    </QueryState>
  );
}
