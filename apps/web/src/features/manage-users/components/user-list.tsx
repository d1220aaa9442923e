// The users tab: search, the only-admins switch, the table (10, 30 or 50 a page), the batch delete of the selected
// rows, and the edit dialog and sessions drawer opened from a row.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Input, Space, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE, type AdminUserRecord } from '@verdict/shared';
import { PagedQueryState } from '@/components/paged-query-state';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useMobile } from '@/hooks/use-media-query';
import { tablePagination } from '@/components/table-pagination';
import { useAdminUserList, useDeleteUsers, type UserListParams } from '../api/admin-users';
import { EditUserDialog } from './edit-user-dialog';
import { SessionsDrawer } from './sessions-drawer';
import { UserTable } from './user-table';

const PAGE_SIZE_OPTIONS = ['10', '30', '50'];

export function UserList() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [params, setParams] = useState<UserListParams>({ keyword: '', onlyAdmin: false, currentPage: 1, limit: ADMIN_LIST_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUserRecord | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUserRecord | null>(null);
  const query = useAdminUserList(params);
  const remove = useDeleteUsers();
  const confirmDelete = useConfirmDelete();
  const update = (patch: Partial<UserListParams>) => setParams((p) => ({ ...p, ...patch }));

  const deleteSelected = () =>
    confirmDelete({
      title: t('manageUser:deleteSelectedTitle'),
      content: t('manageUser:deleteSelectedContent', { count: selected.length }),
      onConfirm: async () => {
        await remove.mutateAsync(selected);
        setSelected([]);
      },
    });

  return (
    <>
      <div className="mu-toolbar">
        <Input.Search
          className="mu-search"
          allowClear
          placeholder={t('manageUser:searchPlaceholder')}
          onSearch={(keyword) => update({ keyword: keyword.trim(), currentPage: 1 })}
          data-testid="user-search"
        />
        <Space wrap>
          <label className="mu-switch">
            <Switch
              size="small"
              checked={params.onlyAdmin}
              onChange={(onlyAdmin) => update({ onlyAdmin, currentPage: 1 })}
              data-testid="user-only-admin"
            />
            {t('manageUser:onlyAdmin')}
          </label>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={deleteSelected}
            data-testid="delete-selected-users"
          >
            {t('manageUser:deleteSelected', { count: selected.length })}
          </Button>
        </Space>
      </div>
      <PagedQueryState
        query={query}
        currentPage={params.currentPage}
        pageSize={params.limit}
        onPageChange={(currentPage) => update({ currentPage })}
        emptyText={t(params.keyword || params.onlyAdmin ? 'manageUser:noMatch' : 'manageUser:empty')}
        showTotal={(total) => t('manageUser:total', { total })}
      >
        {(rows, pager) => (
          <UserTable
            rows={rows}
            loading={query.isFetching}
            pagination={{
              ...tablePagination(mobile, {
                current: params.currentPage,
                pageSize: params.limit,
                total: pager.total ?? 0,
                showTotal: (total) => t('manageUser:total', { total }),
                onChange: (currentPage, limit) => update({ currentPage, limit }),
                sizes: true,
              }),
              pageSizeOptions: PAGE_SIZE_OPTIONS,
            }}
            selected={selected}
            onSelect={setSelected}
            onEdit={setEditing}
            onSessions={setSessionsOf}
          />
        )}
      </PagedQueryState>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <SessionsDrawer user={sessionsOf} onClose={() => setSessionsOf(null)} />
    </>
  );
}
