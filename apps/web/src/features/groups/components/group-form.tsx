// The create/edit group form (spec 002 §5): name, short name, brief, auth, the code of a private group, the
// Markdown description and visibility; each field is checked when it loses focus, with the shared schema's rules.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Form, Input, Radio, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupAuth, GROUP_LIMITS, type GroupAuthCode, type GroupForm as GroupFormData } from '@verdict/shared';
import type { GroupFormValues } from '../lib/create-draft';
import { checkRule, codeError, fieldError } from '../lib/form-rules';
import { GROUP_AUTHS } from '../lib/list-search';
import { MarkdownField } from './markdown-field';

interface GroupFormProps {
  form: FormInstance<GroupFormValues>;
  initialValues: GroupFormValues;
  onValuesChange?: (values: GroupFormValues) => void;
  onSubmit: (group: GroupFormData) => void;
  /** The buttons under the fields. */
  actions: ReactNode;
  testId: string;
}

export const EMPTY_GROUP: GroupFormValues = { auth: GroupAuth.Public, visible: true };

/** What is sent: trimmed text, and the code only for a private group. */
const toGroup = (values: GroupFormValues): GroupFormData => ({
  name: values.name?.trim() ?? '',
  shortName: values.shortName?.trim() ?? '',
  brief: values.brief?.trim() ?? '',
  description: values.description?.trim() ?? '',
  auth: values.auth ?? GroupAuth.Public,
  code: values.auth === GroupAuth.Private ? (values.code?.trim() ?? '') : null,
  visible: values.visible ?? true,
});

const L = GROUP_LIMITS;

export function GroupForm({ form, initialValues, onValuesChange, onSubmit, actions, testId }: GroupFormProps) {
  const { t } = useTranslation();
  const auth = Form.useWatch('auth', form) as GroupAuthCode | undefined;
  const message = (key: string) => t(`group:check.${key}`);
  const textRule = (field: 'name' | 'shortName' | 'brief' | 'description') => [checkRule((value) => fieldError(field, value), message)];
  return (
    <Form<GroupFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_, all) => onValuesChange?.(all)}
      onFinish={(values) => onSubmit(toGroup(values))}
      className="group-form"
      data-testid={testId}
    >
      <Form.Item name="name" label={t('group:form.name')} required validateTrigger="onBlur" rules={textRule('name')}>
        <Input count={{ show: true, max: L.nameMax }} data-testid="group-form-name" />
      </Form.Item>
      <Form.Item
        name="shortName"
        label={t('group:form.shortName')}
        extra={t('group:form.shortNameHelp')}
        required
        validateTrigger="onBlur"
        rules={textRule('shortName')}
      >
        <Input count={{ show: true, max: L.shortNameMax }} data-testid="group-form-short-name" />
      </Form.Item>
      <Form.Item name="brief" label={t('group:form.brief')} required validateTrigger="onBlur" rules={textRule('brief')}>
        <Input count={{ show: true, max: L.briefMax }} data-testid="group-form-brief" />
      </Form.Item>
      <Form.Item name="auth" label={t('group:form.auth')} rules={[{ required: true, message: message('Group_Auth_Check_Required') }]}>
        <Radio.Group options={GROUP_AUTHS.map((value) => ({ value, label: t(`group:auth.${value}`) }))} data-testid="group-form-auth" />
      </Form.Item>
      {auth === GroupAuth.Private && (
        <Form.Item
          name="code"
          label={t('group:form.code')}
          extra={t('group:form.codeHelp')}
          required
          validateTrigger="onBlur"
          rules={[checkRule((value) => codeError(GroupAuth.Private, value), message)]}
        >
          <Input count={{ show: true, max: L.codeLength }} data-testid="group-form-code" />
        </Form.Item>
      )}
      <Form.Item
        name="description"
        label={t('group:form.description')}
        extra={t('group:form.descriptionHelp')}
        required
        validateTrigger="onBlur"
        rules={textRule('description')}
      >
        <MarkdownField maxLength={L.descriptionMax} testId="group-form-description" />
      </Form.Item>
      <Form.Item name="visible" label={t('group:form.visible')} valuePropName="checked">
        <Switch data-testid="group-form-visible" />
      </Form.Item>
      <div className="group-form-actions">{actions}</div>
    </Form>
  );
}
