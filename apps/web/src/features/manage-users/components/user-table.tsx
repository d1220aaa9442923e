// The users table: username with the title badge, real name, e-mail, role tag, status, creation time and the
// actions (edit, sessions, delete after a confirmation); rows can be selected for a batch delete.
import '@/locales/need/more';
import { Space, Tag } from 'antd';
import { DesktopOutlined, EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminUserRecord } from '@verdict/shared';
import { AdminTable, type AdminTableRows } from '@/components/admin-table';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { IconActionButton } from '@/components/icon-action-button';
import { formatDateTime } from '@/lib/format';
import { getSession } from '@/lib/session';
import { useDeleteUsers } from '../api/admin-users';
import { ROLE_COLORS } from '../model/user-form';

interface UserTableProps extends AdminTableRows<AdminUserRecord> {
  selected: string[];
  onSelect: (uids: string[]) => void;
  onEdit: (user: AdminUserRecord) => void;
  onSessions: (user: AdminUserRecord) => void;
}

/** Neither the caller nor a root account can be deleted (the server refuses them too). */
export const deletable = (user: AdminUserRecord) => user.roleId !== 1000 && user.uid !== getSession().user?.uid;

export function UserTable({ selected, onSelect, onEdit, onSessions, ...page }: UserTableProps) {
  const { t } = useTranslation();
  const remove = useDeleteUsers();
  const columns: ColumnsType<AdminUserRecord> = [
    {
      title: t('manageUser:username'),
      dataIndex: 'username',
      width: 200,
      render: (username: string, row) => (
        <Space size={4} wrap>
          <span data-testid={`user-name-${username}`}>{username}</span>
          {row.titleName && (
            <Tag color={row.titleColor || undefined} data-testid={`user-title-${username}`}>
              {row.titleName}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('manageUser:realname'), dataIndex: 'realname', width: 120, ellipsis: true },
    { title: t('manageUser:email'), dataIndex: 'email', width: 200, ellipsis: true },
    {
      title: t('manageUser:roleLabel'),
      dataIndex: 'roleId',
      width: 150,
      render: (roleId: AdminUserRecord['roleId'], row) => (
        <Tag color={ROLE_COLORS[roleId]} data-testid={`user-role-${row.username}`}>
          {t(`manageUser:role.${roleId}`)}
        </Tag>
      ),
    },
    {
      title: t('manageUser:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number, row) => (
        <Tag color={status === 0 ? 'success' : 'error'} data-testid={`user-status-${row.username}`}>
          {t(status === 0 ? 'manageUser:statusNormal' : 'manageUser:statusDisabled')}
        </Tag>
      ),
    },
    { title: t('manageUser:created'), dataIndex: 'gmtCreate', width: 160, render: (time: string) => formatDateTime(time) },
    {
      title: t('manageUser:actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <IconActionButton
            label={t('manageUser:edit')}
            icon={<EditOutlined />}
            onClick={() => onEdit(row)}
            testId={`edit-user-${row.username}`}
          />
          <IconActionButton
            label={t('manageUser:sessions')}
            icon={<DesktopOutlined />}
            onClick={() => onSessions(row)}
            testId={`sessions-user-${row.username}`}
          />
          {deletable(row) && (
            <DeleteIconButton
              label={t('manageUser:delete')}
              confirm={{
                title: t('manageUser:deleteTitle'),
                content: t('manageUser:deleteContent', { username: row.username }),
                onConfirm: () => remove.mutateAsync([row.uid]),
              }}
              testId={`delete-user-${row.username}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <AdminTable<AdminUserRecord>
      {...page}
      rowKey="uid"
      columns={columns}
      scrollX={1080}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ disabled: !deletable(row), 'data-testid': `select-user-${row.username}` }),
      }}
      testId="admin-user-table"
    />
  );
}
