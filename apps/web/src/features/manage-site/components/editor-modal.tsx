// The dialog of the site screens' forms (wide for the Markdown editor, fullscreen on phones, its form mounted from
// the start so it can be filled before it shows, dropped on close) and the title and content fields they share.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownFormField } from '@/components/markdown-form-field';
import { useMobile } from '@/hooks/use-media-query';

interface EditorModalProps {
  open: boolean;
  title: string;
  okText: string;
  onOk: () => void;
  onClose: () => void;
  saving: boolean;
  okTestId: string;
  children: ReactNode;
}

export function EditorModal({ open, title, okText, onOk, onClose, saving, okTestId, children }: EditorModalProps) {
  const { t } = useTranslation();
  const mobile = useMobile();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('manageSite:form.cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': okTestId }}
      width={mobile ? '100%' : 960}
      className={mobile ? 'fullscreen-modal' : undefined}
      destroyOnHidden
      forceRender
    >
      {children}
    </Modal>
  );
}

/** A required text field's rule, with the field named in the message. */
export const useRequiredRule = () => {
  const { t } = useTranslation();
  return (field: string) => ({ required: true, whitespace: true, message: t('manageSite:form.required', { field }) });
};

/** The form's title field (name `title`). */
export function TitleField({ max, testId }: { max: number; testId: string }) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  return (
    <Form.Item name="title" label={t('manageSite:form.title')} rules={[required(t('manageSite:form.title'))]}>
      <Input maxLength={max} data-testid={testId} />
    </Form.Item>
  );
}

/** The form's Markdown field (name `content`) with the upload tools and the sanitised preview. */
export function ContentField({ max, testId, minRows }: { max: number; testId: string; minRows: number }) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  return (
    <Form.Item
      name="content"
      label={t('manageSite:form.content')}
      rules={[required(t('manageSite:form.content')), { max, message: t('manageSite:form.tooLong', { max }) }]}
    >
      <MarkdownFormField testId={testId} minRows={minRows} />
    </Form.Item>
  );
}
