// Sending or editing a notice: title, to every user or to one username, and Markdown content with the upload tools and
// the sanitised preview. Who it went to is fixed once sent: an edit changes title and content only.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS, type AdminNotice } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useLastOpened } from '@/hooks/use-last-opened';
import { ContentField, EditorModal, TitleField, useRequiredRule } from './editor-modal';
import { useSaveNotice } from '../api/admin-notices';

interface NoticeFormModalProps {
  /** null: closed; 'new': a new one; else the one edited. */
  editing: AdminNotice | 'new' | null;
  onClose: () => void;
}

type Values = { title: string; content: string; type: AdminNotice['type']; recipient?: string };

export function NoticeFormModal({ editing, onClose }: NoticeFormModalProps) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice();
  const current = useLastOpened(editing);
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      current
        ? { title: current.title, content: current.content, type: current.type, recipient: current.recipient ?? '' }
        : { title: '', content: '', type: 'All', recipient: '' },
    );
  }, [editing, current, form]);

  const submit = (values: Values) =>
    save.mutate(
      {
        id: current?.id,
        title: values.title.trim(),
        content: values.content,
        type: values.type,
        recipient: values.type === 'Single' ? values.recipient?.trim() : null,
      },
      {
        onSuccess: () => {
          notify.success(t(current ? 'manageSite:notice.updated' : 'manageSite:notice.sent'));
          onClose();
        },
      },
    );

  return (
    <EditorModal
      open={editing !== null}
      title={t(current ? 'manageSite:notice.editTitle' : 'manageSite:notice.createTitle')}
      okText={t(current ? 'manageSite:form.save' : 'manageSite:notice.send')}
      onOk={() => form.submit()}
      onClose={onClose}
      saving={save.isPending}
      okTestId="notice-save"
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="notice-form">
        <TitleField max={MESSAGE_LIMITS.noticeTitleMax} testId="notice-title" />
        <Form.Item name="type" label={t('manageSite:notice.recipient')}>
          <Radio.Group disabled={!!current} data-testid="notice-type">
            <Radio value="All" data-testid="notice-type-all">
              {t('manageSite:notice.all')}
            </Radio>
            <Radio value="Single" data-testid="notice-type-single">
              {t('manageSite:notice.single')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {type === 'Single' && (
          <Form.Item name="recipient" label={t('manageSite:notice.username')} rules={[required(t('manageSite:notice.username'))]}>
            <Input disabled={!!current} maxLength={100} data-testid="notice-recipient" />
          </Form.Item>
        )}
        <ContentField max={MESSAGE_LIMITS.noticeContentMax} testId="notice-content" minRows={8} />
      </Form>
    </EditorModal>
  );
}
