// Back-office notices (/manage/notice, root): ten a page, newest first; to every user (delivered in the background:
// the list polls and shows how many users it has reached until it is done) or to one user; send, edit, delete after
// a confirmation. Recipients read them in their message centre (System or Mine).
import '@/locales/need/more';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminNotice } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { useAdminNotices, useDeleteNotice } from '../api/admin-notices';
import { NoticeFormModal } from './notice-form-modal';
import { SiteList } from './site-list';

function Recipient({ notice }: { notice: AdminNotice }) {
  const { t } = useTranslation();
  if (notice.type === 'All') return <Tag color="blue">{t('manageSite:notice.all')}</Tag>;
  return <span>{notice.recipient ?? t('manageSite:notice.deletedUser')}</span>;
}

function Delivery({ notice }: { notice: AdminNotice }) {
  const { t } = useTranslation();
  if (!notice.delivered) {
    return (
      <Tag icon={<LoadingOutlined />} color="processing" data-testid={`notice-delivery-${notice.id}`} data-state="delivering">
        {t('manageSite:notice.delivering', { count: notice.sentCount })}
      </Tag>
    );
  }
  return (
    <Tag color="success" data-testid={`notice-delivery-${notice.id}`} data-state="delivered">
      {t('manageSite:notice.delivered', { count: notice.sentCount })}
    </Tag>
  );
}

export function NoticeAdmin() {
  const { t } = useTranslation();
  const remove = useDeleteNotice();
  const columns: ColumnsType<AdminNotice> = [
    { title: t('manageSite:form.title'), dataIndex: 'title', ellipsis: true },
    { title: t('manageSite:notice.recipient'), key: 'recipient', width: 130, render: (_, row) => <Recipient notice={row} /> },
    { title: t('manageSite:notice.delivery'), key: 'delivery', width: 220, render: (_, row) => <Delivery notice={row} /> },
    { title: t('manageSite:table.author'), dataIndex: 'author', width: 120 },
    { title: t('manageSite:table.created'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => formatDateTime(v) },
  ];

  return (
    <SiteList
      kind="notice"
      hint={t('manageSite:notice.hint')}
      usePage={useAdminNotices}
      remove={(id) => remove.mutateAsync(id)}
      columns={columns}
      scrollX={960}
      testId="notice-admin"
      dialog={(editing, onClose) => <NoticeFormModal editing={editing} onClose={onClose} />}
    />
  );
}
