// The code row of a form that mails a 6-digit code: the input (field `code`) beside the send button with its
// resend countdown; sending first validates the form's address field and toasts Send_successfully.
import '@/locales/need/more';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type CodeSent } from '@verdict/shared';
import { accountRules } from '@/lib/form-rules';
import { notify } from '@/lib/notify';
import { SendCodeButton } from './send-code-button';

interface CodeFieldProps<T> {
  form: FormInstance<T>;
  /** The form field holding the address the code goes to. */
  addressField: keyof T & string;
  request: (address: string) => Promise<CodeSent>;
  label: string;
  sendLabel: string;
  /** data-testid prefix: `<testId>-code` and `<testId>-send-code`. */
  testId: string;
  placeholder?: string;
}

export function CodeField<T>({ form, addressField, request, label, sendLabel, testId, placeholder }: CodeFieldProps<T>) {
  const { t } = useTranslation();
  const send = async () => {
    const values = await form.validateFields([addressField]);
    const sent = await request(String(values[addressField]));
    notify.success(t('settings:Send_successfully'));
    return sent;
  };
  return (
    <Form.Item label={label} required={false}>
      <Space.Compact block>
        <Form.Item name="code" rules={accountRules(t).code} noStyle>
          <Input
            maxLength={ACCOUNT_RULES.emailCodeLength}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={placeholder}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <SendCodeButton send={send} label={sendLabel} data-testid={`${testId}-send-code`} />
      </Space.Compact>
    </Form.Item>
  );
}
