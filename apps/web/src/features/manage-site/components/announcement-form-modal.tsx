// Posting or editing a site announcement: title, the visible switch and Markdown content with the upload tools and
// the sanitised preview; fullscreen on phones.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_ANNOUNCEMENT_LIMITS as L, type AdminAnnouncement } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useLastOpened } from '@/hooks/use-last-opened';
import { ContentField, EditorModal, TitleField } from './editor-modal';
import { useSaveAdminAnnouncement } from '../api/admin-announcements';

interface AnnouncementFormModalProps {
  /** null: closed; 'new': a new one; else the one edited. */
  editing: AdminAnnouncement | 'new' | null;
  onClose: () => void;
}

type Values = { title: string; content: string; visible: boolean };

export function AnnouncementFormModal({ editing, onClose }: AnnouncementFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveAdminAnnouncement();
  const current = useLastOpened(editing);

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      current
        ? { title: current.title, content: current.content, visible: current.status === 0 }
        : { title: '', content: '', visible: true },
    );
  }, [editing, current, form]);

  const submit = ({ title, content, visible }: Values) =>
    save.mutate(
      { id: current?.id ?? null, form: { title: title.trim(), content, status: visible ? 0 : 1 } },
      {
        onSuccess: () => {
          notify.success(t(current ? 'manageSite:announcement.updated' : 'manageSite:announcement.posted'));
          onClose();
        },
      },
    );

  return (
    <EditorModal
      open={editing !== null}
      title={t(current ? 'manageSite:announcement.editTitle' : 'manageSite:announcement.createTitle')}
      okText={t('manageSite:form.save')}
      onOk={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      okTestId="site-announcement-save"
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="site-announcement-form">
        <TitleField max={L.titleMax} testId="site-announcement-title" />
        <Form.Item name="visible" label={t('manageSite:announcement.visible')} valuePropName="checked">
          <Switch data-testid="site-announcement-visible" />
        </Form.Item>
        <ContentField max={L.contentMax} testId="site-announcement-content" minRows={10} />
      </Form>
    </EditorModal>
  );
}
