// The edit dialog: username, real name, e-mail, role, whether the account may log in, the title and its colour,
// and a new password behind its switch. The super admin cannot lower their own role or disable themself.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Col, ColorPicker, Form, Input, Modal, Row, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import type { AdminUserRecord } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session';
import { useEditUser } from '../api/admin-users';
import { roleOptions, toFormValues, toRequest, userFormRules, type UserFormValues } from '../model/user-form';

interface EditUserDialogProps {
  user: AdminUserRecord | null;
  onClose: () => void;
}

export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const setNewPwd = Form.useWatch('setNewPwd', form) ?? false;
  const edit = useEditUser();
  const rules = userFormRules(t);
  const self = user !== null && user.uid === getSession().user?.uid;

  useEffect(() => {
    if (user) form.setFieldsValue(toFormValues(user));
  }, [user, form]);

  const submit = (values: UserFormValues) => {
    if (!user) return;
    edit.mutate(toRequest(user.uid, values), {
      onSuccess: () => {
        notify.success(t('manageUser:saved'));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={user !== null}
      title={t('manageUser:editTitle', { username: user?.username ?? '' })}
      okText={t('manageUser:save')}
      cancelText={t('manageUser:cancel')}
      okButtonProps={{ loading: edit.isPending, 'data-testid': 'edit-user-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      width={640}
    >
      <Form<UserFormValues> form={form} layout="vertical" onFinish={submit} data-testid="edit-user-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="username" label={t('manageUser:username')} rules={rules.username}>
              <Input autoComplete="off" data-testid="edit-user-username" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="realname" label={t('manageUser:realname')} rules={rules.realname}>
              <Input autoComplete="off" data-testid="edit-user-realname" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('manageUser:email')} rules={rules.email}>
              <Input autoComplete="off" data-testid="edit-user-email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t('manageUser:roleLabel')} extra={self ? t('manageUser:selfRole') : undefined}>
              <Select options={roleOptions(t)} disabled={self} data-testid="edit-user-role" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="titleName" label={t('manageUser:titleName')} rules={rules.titleName}>
              <Input autoComplete="off" placeholder={t('manageUser:titleNamePlaceholder')} data-testid="edit-user-title" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="titleColor"
              label={t('manageUser:titleColor')}
              getValueFromEvent={(color: Color | null) => (color && !color.cleared ? color.toHexString() : '')}
            >
              <ColorPicker allowClear showText format="hex" data-testid="edit-user-title-color" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="enabled" label={t('manageUser:enabled')} valuePropName="checked">
              <Switch disabled={self} data-testid="edit-user-enabled" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="setNewPwd" label={t('manageUser:setNewPwd')} valuePropName="checked" extra={t('manageUser:setNewPwdHelp')}>
              <Switch data-testid="edit-user-set-password" />
            </Form.Item>
          </Col>
          {setNewPwd && (
            <Col xs={24} sm={12}>
              <Form.Item name="password" label={t('manageUser:newPassword')} rules={rules.password}>
                <Input.Password autoComplete="new-password" data-testid="edit-user-password" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
