// Posting or editing a contest announcement in the back office: a title and Markdown content (with a preview).
import '@/locales/need/more';
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_HELPER_LIMITS as L, type ContestAnnouncement, type ContestAnnouncementForm } from '@verdict/shared';
import { MarkdownFormField } from '@/components/markdown-form-field';
import { useLastOpened } from '@/hooks/use-last-opened';
import { notify } from '@/lib/notify';
import { useSaveAnnouncement } from '../api/contest-announcements';

interface AnnouncementFormModalProps {
  cid: number;
  /** null: closed; 'new': a new one; else the one edited. */
  editing: ContestAnnouncement | 'new' | null;
  onClose: () => void;
  /** The calls' path (the back office's by default). */
  apiPath?: string;
}

export function AnnouncementFormModal({ cid, editing, onClose, apiPath }: AnnouncementFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContestAnnouncementForm>();
  const save = useSaveAnnouncement(cid, apiPath);
  // Kept while the dialog closes, so its title does not flip to "new" during the closing animation.
  const current = useLastOpened(editing);

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(current ? { title: current.title, content: current.content } : { title: '', content: '' });
  }, [editing, current, form]);

  const submit = (values: ContestAnnouncementForm) =>
    save.mutate(
      { cid, id: current?.id ?? null, form: { title: values.title.trim(), content: values.content } },
      {
        onSuccess: () => {
          notify.success(t(current ? 'contestHelpers:manage.updated' : 'contestHelpers:manage.posted'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={editing !== null}
      title={t(current ? 'contestHelpers:manage.editTitle' : 'contestHelpers:manage.createTitle')}
      okText={t('contestHelpers:manage.save')}
      cancelText={t('contestHelpers:manage.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'announcement-save' }}
      width={720}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="announcement-form">
        <Form.Item
          name="title"
          label={t('contestHelpers:manage.title')}
          rules={[{ required: true, whitespace: true, message: t('contestHelpers:manage.titleRequired') }]}
        >
          <Input maxLength={L.announcementTitleMax} data-testid="announcement-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('contestHelpers:manage.content')}
          rules={[{ required: true, whitespace: true, message: t('contestHelpers:manage.contentRequired') }]}
        >
          <MarkdownFormField testId="announcement-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
