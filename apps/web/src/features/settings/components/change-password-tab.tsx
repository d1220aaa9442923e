// Change Password tab: the current password, then the new one twice (6 to 20, letters and digits).
import '@/locales/need/more';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema, type ChangePasswordRequest } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { accountRules, sameAsRule, schemaRule } from '@/lib/form-rules';
import { useChangePassword } from '../api/change-password';

type ChangePasswordValues = ChangePasswordRequest & { newPasswordAgain: string };

export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const mutation = useChangePassword();

  const submit = ({ oldPassword, newPassword }: ChangePasswordValues) =>
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          notify.success(t('settings:Update_Successfully'));
          form.resetFields();
        },
      },
    );

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="settings-form"
      data-testid="change-password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('settings:oldPassword')}
        rules={[schemaRule(t, ChangePasswordSchema.shape.oldPassword, 'settings')]}
      >
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('settings:newPassword')} rules={accountRules(t).strongPassword}>
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="newPasswordAgain"
        label={t('auth:passwordAgain')}
        dependencies={['newPassword']}
        rules={sameAsRule(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password-again" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="change-password-submit">
        {t('settings:save')}
      </Button>
    </Form>
  );
}
