// Disband Group (spec 002 §3 "Disband verification", §5): the owner or the site root confirms in a dialog with the
// code mailed to their own account address (prefilled; 60 s resend countdown), then goes to the group list.
import '@/locales/need/more';
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group, GroupDisbandVerify } from '@verdict/shared';
import { CodeField } from '@/components/code-field';
import { MailOffNotice } from '@/components/mail-off-notice';
import { accountRules } from '@/lib/form-rules';
import { notify } from '@/lib/notify';
import { GROUP_LIST_PATH } from '@/lib/paths/groups';
import { useSession } from '@/lib/session';
import { useDeleteGroup } from '../api/delete-group';
import { getVerifyEmailCode } from '../api/get-verify-email-code';

function DisbandDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [form] = Form.useForm<GroupDisbandVerify>();
  const mutation = useDeleteGroup();
  const rules = accountRules(t);

  const submit = (verifyForm: GroupDisbandVerify) =>
    mutation.mutate(
      { gid: group.id, verifyForm },
      {
        onSuccess: () => {
          notify.success(t('group:toast.disbanded'));
          navigate(GROUP_LIST_PATH);
        },
        onError: () => form.setFieldValue('code', ''),
      },
    );

  return (
    <Modal
      open
      title={t('groupRank:disband.title')}
      onCancel={onClose}
      okText={t('groupRank:disband.ok')}
      cancelText={t('groupRank:disband.cancel')}
      okButtonProps={{ danger: true, loading: mutation.isPending, 'data-testid': 'group-disband-confirm' }}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="group-disband-dialog"
    >
      <Typography.Paragraph className="group-confirm-text">{t('groupRank:disband.content', { name: group.name })}</Typography.Paragraph>
      {!user?.email && <Alert type="warning" showIcon message={t('groupRank:disband.noEmail')} className="group-disband-alert" />}
      <MailOffNotice />
      <Form<GroupDisbandVerify>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: user?.email ?? '', code: '' }}
        onFinish={submit}
        data-testid="group-disband-form"
      >
        <Form.Item name="email" label={t('groupRank:disband.email')} rules={rules.email} validateFirst>
          <Input autoComplete="email" data-testid="group-disband-email" />
        </Form.Item>
        <CodeField
          form={form}
          addressField="email"
          request={getVerifyEmailCode}
          label={t('groupRank:disband.code')}
          sendLabel={t('groupRank:disband.sendCode')}
          placeholder={t('groupRank:disband.codePlaceholder')}
          testId="group-disband"
        />
      </Form>
    </Modal>
  );
}

export function GroupDisband({ group }: { group: Group }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="group-section" data-testid="group-disband-section">
      <Typography.Paragraph type="secondary">{t('group:setting.disbandHint')}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)} data-testid="group-disband">
        {t('group:setting.disband')}
      </Button>
      {open && <DisbandDialog group={group} onClose={() => setOpen(false)} />}
    </section>
  );
}
