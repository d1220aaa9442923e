// The contest form (spec 002 §5, spec 001 §3): title, description (Markdown), rule type, auth with a password when not
// public, start and end (the end after the start, the length shown), submissions after the end, visibility, the
// account rule and the board options (contest-rank-options.tsx). Required
// fields say "<label> is required" under the field and as a toast; after saving, back to the list.
import '@/locales/need/more';
import { Button, Card, DatePicker, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContestForm as ContestFormPayload } from '@verdict/shared';
import { accountRuleOf, CONTEST_LIMITS as L, ContestAuth, contestEndsAfterStart, ContestType } from '@verdict/shared';
import { formatDuration } from '@/lib/format';
import { notify } from '@/lib/notify';
import { MarkdownFormField } from '@/components/markdown-form-field';
import { useSaveContest } from '../api/save-contest';
import { AccountRuleField } from './account-rule-field';
import { ContestRankOptions } from './contest-rank-options';
import { durationOf, toContestForm, type ContestFormValues } from '../model/contest-form';
import { CONTEST_ADMIN_LIST_PATH } from '@/lib/paths/manage-contests';

interface ContestFormProps {
  /** The contest edited; null creates one. */
  id: number | null;
  initial: ContestFormValues;
  /** Where the form saves and goes back to: a group's admin pages; the back office by default. */
  target?: ContestFormTarget;
}

export interface ContestFormTarget {
  save: (contest: ContestFormPayload) => Promise<unknown>;
  listPath: string;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** antd's rejection of validateFields: the first message is shown as a toast. */
const firstError = (error: unknown): string | undefined => (error as { errorFields?: { errors: string[] }[] }).errorFields?.[0]?.errors[0];

export function ContestForm({ id, initial, target }: ContestFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContestFormValues>();
  const auth = Form.useWatch('auth', form) ?? initial.auth;
  const start = Form.useWatch('startTime', form) ?? initial.startTime;
  const end = Form.useWatch('endTime', form) ?? initial.endTime;
  const openAccountLimit = Form.useWatch('openAccountLimit', form) ?? initial.openAccountLimit;
  const save = useSaveContest(id, target?.save);
  const listPath = target?.listPath ?? CONTEST_ADMIN_LIST_PATH;

  const label = (field: string) => t(`manageContest:form.${field}`);
  const required = (field: string): Rule => ({ required: true, message: t('manageContest:form.required', { field: label(field) }) });
  /** The server's cross-field rule (packages/shared), checked as the author picks the times. */
  const endAfterStart: Rule = ({ getFieldValue }) => ({
    validator: (_, value: Dayjs | null) => {
      const startTime = getFieldValue('startTime') as Dayjs | null;
      const ok = !value || (!!startTime && contestEndsAfterStart({ startTime: startTime.toISOString(), endTime: value.toISOString() }));
      return ok ? Promise.resolve() : Promise.reject(new Error(t('manageContest:form.timeCheck')));
    },
  });

  const accountRuleValid: Rule = {
    validator: (_, value: string | undefined) =>
      accountRuleOf(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('manageContest:form.rule.invalid'))),
  };

  const submit = async () => {
    let values: ContestFormValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      const message = firstError(error);
      if (message) notify.error(message);
      return;
    }
    save.mutate(toContestForm(values), {
      onSuccess: () => {
        notify.success(t(id === null ? 'manageContest:toast.created' : 'manageContest:toast.updated'));
        navigate(listPath);
      },
    });
  };

  return (
    <Card className="mp-section">
      <Form form={form} layout="vertical" initialValues={initial} data-testid="contest-form">
        <Form.Item name="title" label={label('title')} rules={[{ ...required('title'), whitespace: true }]}>
          <Input maxLength={L.titleMax} data-testid="contest-title-input" />
        </Form.Item>
        <Form.Item name="description" label={label('description')} rules={[{ ...required('description'), whitespace: true }]}>
          <MarkdownFormField testId="contest-description" />
        </Form.Item>
        <Space size={32} wrap align="start">
          <Form.Item name="type" label={label('type')}>
            <Radio.Group
              options={[
                { value: ContestType.ACM, label: 'ACM' },
                { value: ContestType.OI, label: 'OI' },
              ]}
              optionType="button"
              data-testid="contest-type-input"
            />
          </Form.Item>
          <Form.Item name="auth" label={label('auth')}>
            <Radio.Group
              options={[ContestAuth.Public, ContestAuth.Private, ContestAuth.Protected].map((value) => ({
                value,
                label: t(`contest:auth.${value}`),
              }))}
              optionType="button"
              data-testid="contest-auth-input"
            />
          </Form.Item>
        </Space>
        {auth !== ContestAuth.Public && (
          <Form.Item name="pwd" label={label('password')} rules={[{ ...required('password'), whitespace: true }]}>
            <Input.Password
              maxLength={L.passwordMax}
              autoComplete="new-password"
              className="mc-field"
              data-testid="contest-password-input"
            />
          </Form.Item>
        )}
        <Space size={32} wrap align="start">
          <Form.Item name="startTime" label={label('startTime')} rules={[required('startTime')]}>
            <DatePicker showTime format={TIME_FORMAT} className="mc-field" data-testid="contest-start-input" />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={label('endTime')}
            dependencies={['startTime']}
            rules={[required('endTime'), endAfterStart]}
            extra={
              <Typography.Text type="secondary" data-testid="contest-form-duration">
                {t('manageContest:form.duration', { duration: formatDuration(durationOf(start, end)) })}
              </Typography.Text>
            }
          >
            <DatePicker showTime format={TIME_FORMAT} className="mc-field" data-testid="contest-end-input" />
          </Form.Item>
        </Space>
        <Space size={32} wrap>
          <Form.Item
            name="allowEndSubmit"
            label={label('allowEndSubmit')}
            valuePropName="checked"
            extra={t('manageContest:form.allowEndSubmitHelp')}
          >
            <Switch data-testid="contest-allow-end-submit-input" />
          </Form.Item>
          <Form.Item name="visible" label={label('visible')} valuePropName="checked">
            <Switch data-testid="contest-visible-input" />
          </Form.Item>
          <Form.Item name="openAccountLimit" label={label('openAccountLimit')} valuePropName="checked">
            <Switch data-testid="contest-account-limit-input" />
          </Form.Item>
        </Space>
        {openAccountLimit && (
          <Form.Item name="accountLimitRule" label={label('accountLimitRule')} rules={[accountRuleValid]}>
            <AccountRuleField />
          </Form.Item>
        )}
        <ContestRankOptions durationMs={durationOf(start, end)} />
        <div className="mp-save-bar">
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)} data-testid="contest-form-back">
              {t('manageContest:backToList')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => void submit()}
              data-testid="contest-save"
            >
              {t('manageContest:save')}
            </Button>
          </Space>
        </div>
      </Form>
    </Card>
  );
}
