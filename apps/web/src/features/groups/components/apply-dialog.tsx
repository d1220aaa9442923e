// The apply dialog of a protected or private group (spec 002 §5 "Apply dialog"): a reason of 5–100 characters,
// and for a private group the 6-character invitation code.
import '@/locales/need/more';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupAuth, GROUP_LIMITS, type Group } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useJoinGroup } from '../api/join-group';
import { afterSuccess } from '../lib/after-success';
import { checkRule, codeError } from '../lib/form-rules';

interface ApplyValues {
  code?: string;
  reason?: string;
}

const reasonError = (value: unknown): string | null => {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) return 'Apply_Reason_Check_Required';
  return reason.length < GROUP_LIMITS.reasonMin || reason.length > GROUP_LIMITS.reasonMax ? 'Apply_Reason_Check_Min_Max' : null;
};

export function ApplyDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const mutation = useJoinGroup();
  const message = (key: string) => t(`group:check.${key}`);
  const isPrivate = group.auth === GroupAuth.Private;
  const submit = ({ code, reason }: ApplyValues) =>
    afterSuccess(mutation.mutateAsync({ gid: group.id, code: isPrivate ? code?.trim() : undefined, reason: reason?.trim() }), () => {
      notify.success(t('group:toast.applied'));
      onClose();
    });
  return (
    <Modal
      open
      title={t('group:join.dialogTitle', { name: group.name })}
      okText={t('group:join.submit')}
      cancelText={t('group:join.cancel')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'group-apply-form', 'data-testid': 'group-apply-submit' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ApplyValues> id="group-apply-form" form={form} layout="vertical" onFinish={submit} data-testid="group-apply-form">
        {isPrivate && (
          <Form.Item
            name="code"
            label={t('group:join.code')}
            required
            validateTrigger="onBlur"
            rules={[checkRule((value) => codeError(GroupAuth.Private, value), message)]}
          >
            <Input placeholder={t('group:join.codePlaceholder')} maxLength={GROUP_LIMITS.codeLength} data-testid="group-apply-code" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('group:join.reason')} required validateTrigger="onBlur" rules={[checkRule(reasonError, message)]}>
          <Input.TextArea
            placeholder={t('group:join.reasonPlaceholder')}
            autoSize={{ minRows: 3, maxRows: 6 }}
            count={{ show: true, max: GROUP_LIMITS.reasonMax }}
            data-testid="group-apply-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
