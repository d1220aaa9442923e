// The print tab (spec 001 §2, §5): a 20-row text area checked as the server checks it (not empty, at least 50
// characters, at most 64 KB), a confirmation, then the request; the text stays until it was sent.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_HELPER_LIMITS as L, printContentSchema } from '@verdict/shared';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { submitPrint } from '../api/contest-print';
import '../contest-helpers.css';

/** The translation key of the first rule the text breaks, or null. */
const printProblem = (content: string): string | null => {
  const result = printContentSchema.safeParse(content);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  if (key === 'Contest_print_content_too_short') return 'contestHelpers:print.tooShort';
  if (key === 'Contest_print_content_too_long') return 'contestHelpers:print.tooLong';
  return 'contestHelpers:print.emptyError';
};

export function PrintForm({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string }>();
  const content = Form.useWatch('content', form) ?? '';
  const [sending, setSending] = useState(false);

  const send = async (text: string) => {
    setSending(true);
    try {
      await submitPrint(cid, text);
      notify.success(t('contestHelpers:print.submitted'));
      form.resetFields();
    } finally {
      setSending(false);
    }
  };

  const confirm = ({ content: text }: { content: string }) =>
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('contestHelpers:print.confirmTitle'),
        content: t('contestHelpers:print.confirmContent', { count: text.length, seconds: L.printIntervalSeconds }),
        okText: t('contestHelpers:print.ok'),
        cancelText: t('contestHelpers:print.cancel'),
        okButtonProps: { 'data-testid': 'print-confirm' },
        onOk: () => send(text).catch(() => undefined),
      }),
    );

  return (
    <Form form={form} layout="vertical" onFinish={confirm} data-testid="print-form">
      <Typography.Text type="secondary" className="ch-hint">
        {t('contestHelpers:print.hint', { min: L.printMinLength })}
      </Typography.Text>
      <Form.Item
        name="content"
        validateTrigger="onSubmit"
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = printProblem(value ?? '');
              if (problem) throw new Error(t(problem, { min: L.printMinLength, kb: L.printMaxBytes / 1024 }));
            },
          },
        ]}
      >
        <Input.TextArea rows={20} placeholder={t('contestHelpers:print.placeholder')} spellCheck={false} data-testid="print-content" />
      </Form.Item>
      <div className="ch-print-actions">
        <Typography.Text type="secondary">{t('contestHelpers:print.count', { count: content.length })}</Typography.Text>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="print-submit">
          {t('contestHelpers:print.submit')}
        </Button>
      </div>
    </Form>
  );
}
