// User Info tab: nickname, real name, school, student number, gender, signature and links; every field is replaced.
import '@/locales/need/more';
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangeUserInfoSchema, GENDERS, type ChangeUserInfoRequest, type UserInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { schemaRule } from '@/lib/form-rules';
import { useChangeUserInfo } from '../api/change-user-info';

type ProfileField = Exclude<keyof ChangeUserInfoRequest, 'gender' | 'signature'>;

const TEXT_FIELDS: { name: ProfileField; autoComplete?: string }[] = [
  { name: 'nickname', autoComplete: 'nickname' },
  { name: 'realname', autoComplete: 'name' },
  { name: 'school', autoComplete: 'organization' },
  { name: 'number' },
  { name: 'github' },
  { name: 'blog', autoComplete: 'url' },
  { name: 'cfUsername' },
];

const profileOf = (user: UserInfo): ChangeUserInfoRequest => ({
  nickname: user.nickname,
  realname: user.realname,
  school: user.school,
  number: user.number,
  signature: user.signature,
  github: user.github,
  blog: user.blog,
  cfUsername: user.cfUsername,
  gender: user.gender,
});

export function UserInfoTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const mutation = useChangeUserInfo();
  const rule = (name: keyof ChangeUserInfoRequest) => [schemaRule(t, ChangeUserInfoSchema.shape[name], 'settings')];

  return (
    <Form<ChangeUserInfoRequest>
      layout="vertical"
      requiredMark={false}
      initialValues={profileOf(user)}
      onFinish={(values) => mutation.mutate(values, { onSuccess: () => notify.success(t('settings:Update_Successfully')) })}
      className="settings-form settings-form-wide"
      data-testid="user-info-form"
    >
      <Row gutter={16}>
        {TEXT_FIELDS.map(({ name, autoComplete }) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={t(`settings:field.${name}`)} rules={rule(name)}>
              <Input autoComplete={autoComplete} data-testid={`profile-${name}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('settings:field.gender')} rules={rule('gender')}>
            <Radio.Group
              options={GENDERS.map((gender) => ({ value: gender, label: t(`settings:gender.${gender}`) }))}
              data-testid="profile-gender"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="signature" label={t('settings:field.signature')} rules={rule('signature')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="profile-signature" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="user-info-submit">
        {t('settings:save')}
      </Button>
    </Form>
  );
}
