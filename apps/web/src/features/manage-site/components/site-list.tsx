// A back-office list of the site screens (announcements, notices): the heading (with an optional hint) and its
// create button, the server's pages ten at a time in an AdminTable with the loading, error and empty states, each
// row's edit and delete (after a confirmation), and the create/edit dialog. Texts: manageSite:<kind>.*.
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE, type PageResult } from '@verdict/shared';
import { AdminTable } from '@/components/admin-table';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { PagedQueryState } from '@/components/paged-query-state';
import type { PageParams } from '../api/admin-announcements';

interface SiteListProps<T> {
  kind: 'announcement' | 'notice';
  hint?: string;
  /** The list's page query (a hook). */
  usePage: (params: PageParams) => UseQueryResult<PageResult<T>>;
  remove: (id: number) => Promise<unknown>;
  /** Every column but the actions. */
  columns: ColumnsType<T>;
  /** The table's width before it scrolls sideways, px. */
  scrollX: number;
  /** The list is `testId`, its table `testId-table`, its create button `testId-create`; rows' actions `<kind>-<id>`. */
  testId: string;
  dialog: (editing: T | 'new' | null, onClose: () => void) => ReactNode;
}

export function SiteList<T extends { id: number; title: string }>({
  kind,
  hint,
  usePage,
  remove,
  columns,
  scrollX,
  testId,
  dialog,
}: SiteListProps<T>) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const query = usePage({ currentPage, limit: ADMIN_LIST_PAGE_SIZE });
  const [editing, setEditing] = useState<T | 'new' | null>(null);

  const actions: ColumnsType<T>[number] = {
    title: t('manageSite:table.actions'),
    key: 'actions',
    width: 90,
    render: (_, row) => (
      <EditDeleteActions
        testId={`${kind}-${row.id}`}
        onEdit={() => setEditing(row)}
        confirmTitle={t(`manageSite:${kind}.deleteTitle`)}
        confirmContent={t(`manageSite:${kind}.deleteContent`, { title: row.title })}
        onDelete={() => remove(row.id)}
      />
    ),
  };

  return (
    <div className="ms-page" data-testid={testId}>
      <div className="ms-toolbar">
        <div>
          <Typography.Title level={4}>{t(`manageSite:${kind}.heading`)}</Typography.Title>
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid={`${testId}-create`}>
          {t(`manageSite:${kind}.create`)}
        </Button>
      </div>
      <PagedQueryState
        query={query}
        currentPage={currentPage}
        pageSize={ADMIN_LIST_PAGE_SIZE}
        onPageChange={setCurrentPage}
        emptyText={t(`manageSite:${kind}.empty`)}
        showTotal={(total) => t('manageSite:table.total', { total })}
      >
        {(rows, pagination) => (
          <AdminTable<T>
            rows={rows}
            loading={query.isFetching}
            pagination={pagination}
            columns={[...columns, actions]}
            scrollX={scrollX}
            testId={`${testId}-table`}
          />
        )}
      </PagedQueryState>
      {dialog(editing, () => setEditing(null))}
    </div>
  );
}
