// Reporting a post (spec 002 §3): the reason, required and at most 255 characters, sent as the caller.
import '@/locales/need/more';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useReportDiscussion } from '../api/discussion-actions';

export function ReportDialog({ did, onClose }: { did: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string }>();
  const report = useReportDiscussion();
  const label = t('discussion:report.reason');
  const submit = async ({ content }: { content: string }) => {
    await report.mutateAsync({ did, content: content.trim() });
    notify.success(t('discussion:report.sent'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('discussion:report.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('discussion:report.submit')}
      cancelText={t('discussion:form.cancel')}
      confirmLoading={report.isPending}
      okButtonProps={{ 'data-testid': 'report-submit' }}
      destroyOnHidden
      data-testid="report-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => submit(values).catch(() => undefined)}>
        <Form.Item
          name="content"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('discussion:form.required', { field: label }) },
            { max: DISCUSSION_LIMITS.reportMax, message: t('discussion:form.tooLong', { field: label, max: DISCUSSION_LIMITS.reportMax }) },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={DISCUSSION_LIMITS.reportMax} data-testid="report-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
