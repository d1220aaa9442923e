// Posting or editing a group announcement: a title and Markdown content with the upload tools and a preview;
// fullscreen on phones. A new one is visible at once; an edit keeps its status (the table's switch changes it).
import '@/locales/need/more';
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_ANNOUNCEMENT_LIMITS as L, type GroupAnnouncement } from '@verdict/shared';
import { MarkdownFormField } from '@/components/markdown-form-field';
import { useMobile } from '@/hooks/use-media-query';
import { useLastOpened } from '@/hooks/use-last-opened';
import { notify } from '@/lib/notify';
import { useSaveGroupAnnouncement } from '../api/group-announcements';

interface AnnouncementFormModalProps {
  gid: number;
  /** null: closed; 'new': a new one; else the one edited. */
  editing: GroupAnnouncement | 'new' | null;
  onClose: () => void;
}

type Values = { title: string; content: string };

export function AnnouncementFormModal({ gid, editing, onClose }: AnnouncementFormModalProps) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [form] = Form.useForm<Values>();
  const save = useSaveGroupAnnouncement(gid);
  // Kept while the dialog closes, so its title does not flip to "new" during the closing animation.
  const current = useLastOpened(editing);

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(current ? { title: current.title, content: current.content } : { title: '', content: '' });
  }, [editing, current, form]);

  const submit = (values: Values) =>
    save.mutate(
      { id: current?.id ?? null, form: { title: values.title.trim(), content: values.content, status: current?.status === 1 ? 1 : 0 } },
      {
        onSuccess: () => {
          notify.success(t(current ? 'groupAnnouncement:toast.updated' : 'groupAnnouncement:toast.posted'));
          onClose();
        },
      },
    );

  const required = (field: string) => ({ required: true, whitespace: true, message: t('groupAnnouncement:form.required', { field }) });
  return (
    <Modal
      open={editing !== null}
      title={t(current ? 'groupAnnouncement:form.editTitle' : 'groupAnnouncement:form.createTitle')}
      okText={t('groupAnnouncement:form.save')}
      cancelText={t('groupAnnouncement:form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'group-announcement-save' }}
      width={mobile ? '100%' : 960}
      className={mobile ? 'fullscreen-modal' : undefined}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="group-announcement-form">
        <Form.Item name="title" label={t('groupAnnouncement:form.title')} rules={[required(t('groupAnnouncement:form.title'))]}>
          <Input maxLength={L.titleMax} data-testid="group-announcement-title" />
        </Form.Item>
        <Form.Item name="content" label={t('groupAnnouncement:form.content')} rules={[required(t('groupAnnouncement:form.content'))]}>
          <MarkdownFormField testId="group-announcement-content" minRows={10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
