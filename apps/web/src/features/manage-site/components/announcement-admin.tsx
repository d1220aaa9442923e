// Back-office site announcements (/manage/announcement, root): every one, hidden ones too, ten a page, newest first;
// create, edit, the visible switch and delete after a confirmation. The home page shows the visible ones.
import '@/locales/need/more';
import { Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminAnnouncement } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { useAdminAnnouncements, useDeleteAdminAnnouncement, useSaveAdminAnnouncement } from '../api/admin-announcements';
import { AnnouncementFormModal } from './announcement-form-modal';
import { SiteList } from './site-list';

export function AnnouncementAdmin() {
  const { t } = useTranslation();
  const save = useSaveAdminAnnouncement();
  const remove = useDeleteAdminAnnouncement();
  const setVisible = (row: AdminAnnouncement, visible: boolean) =>
    save.mutate({ id: row.id, form: { title: row.title, content: row.content, status: visible ? 0 : 1 } });

  const columns: ColumnsType<AdminAnnouncement> = [
    { title: t('manageSite:table.id'), dataIndex: 'id', width: 70 },
    { title: t('manageSite:form.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('manageSite:announcement.visible'),
      key: 'status',
      width: 90,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.status === 0}
          loading={save.isPending && save.variables?.id === row.id}
          onChange={(visible) => setVisible(row, visible)}
          aria-label={t('manageSite:announcement.visible')}
          data-testid={`site-announcement-status-${row.id}`}
        />
      ),
    },
    { title: t('manageSite:table.author'), dataIndex: 'username', width: 120 },
    { title: t('manageSite:table.created'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => formatDateTime(v) },
    { title: t('manageSite:table.modified'), dataIndex: 'gmtModified', width: 170, render: (v: string) => formatDateTime(v) },
  ];

  return (
    <SiteList
      kind="announcement"
      usePage={useAdminAnnouncements}
      remove={(id) => remove.mutateAsync(id)}
      columns={columns}
      scrollX={960}
      testId="site-announcement-admin"
      dialog={(editing, onClose) => <AnnouncementFormModal editing={editing} onClose={onClose} />}
    />
  );
}
