// The Generate tab: prefix, suffix, the number range and the password length, a preview of the usernames, then the
// generation; the credentials download once as an xlsx within 30 minutes.
import '@/locales/need/more';
import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_RULES, LIMITS, generatedUsername, type GenerateUsersResult } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { downloadGeneratedUsers, useGenerateUsers } from '../api/admin-users';
import { RowsReport } from './rows-report';

interface GenerateValues {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  passwordLength: number;
}

const DEFAULTS: GenerateValues = {
  prefix: '',
  suffix: '',
  numberFrom: 1,
  numberTo: 10,
  passwordLength: ADMIN_USER_RULES.generatePasswordDefault,
};
/** Usernames shown at each end of the preview. */
const PREVIEW_EDGE = 3;

/** The usernames the values give, or the reason they cannot be generated. */
function previewOf(v: GenerateValues): { names: string[]; count: number; error: string | null } {
  const from = v.numberFrom ?? 1;
  const to = v.numberTo ?? from;
  const count = to - from + 1;
  if (count < 1) return { names: [], count: 0, error: 'manageUser:generateRange' };
  if (count > ADMIN_USER_RULES.generateMax) return { names: [], count, error: 'manageUser:generateTooMany' };
  if (generatedUsername(v, to).length > LIMITS.usernameMax) return { names: [], count, error: 'manageUser:generateTooLong' };
  const numbers =
    count <= PREVIEW_EDGE * 2 ? Array.from({ length: count }, (_, i) => from + i) : [from, from + 1, from + 2, to - 2, to - 1, to];
  return { names: numbers.map((n) => generatedUsername(v, n)), count, error: null };
}

export function GenerateUsers() {
  const { t } = useTranslation();
  const [form] = Form.useForm<GenerateValues>();
  const values = { ...DEFAULTS, ...Form.useWatch([], form) } as GenerateValues;
  const [result, setResult] = useState<GenerateUsersResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const generate = useGenerateUsers();
  const preview = previewOf({ ...values, prefix: values.prefix?.trim() ?? '', suffix: values.suffix?.trim() ?? '' });

  const submit = (v: GenerateValues) =>
    generate.mutate(
      {
        prefix: v.prefix?.trim() ?? '',
        suffix: v.suffix?.trim() ?? '',
        numberFrom: v.numberFrom,
        numberTo: v.numberTo,
        passwordLength: v.passwordLength,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setDownloaded(false);
        },
      },
    );

  const download = async () => {
    if (!result?.key) return;
    setDownloading(true);
    try {
      await downloadGeneratedUsers(result.key);
      setDownloaded(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mu-panel" data-testid="generate-users">
      <Typography.Paragraph type="secondary">
        {t('manageUser:generateHelp', { max: ADMIN_USER_RULES.generateMax, minutes: ADMIN_USER_RULES.generatedKeepMinutes })}
      </Typography.Paragraph>
      <Form<GenerateValues> form={form} layout="vertical" initialValues={DEFAULTS} onFinish={submit} data-testid="generate-form">
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="prefix" label={t('manageUser:prefix')}>
              <Input maxLength={LIMITS.usernameMax} autoComplete="off" data-testid="generate-prefix" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="suffix" label={t('manageUser:suffix')}>
              <Input maxLength={LIMITS.usernameMax} autoComplete="off" data-testid="generate-suffix" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={8} lg={4}>
            <Form.Item name="numberFrom" label={t('manageUser:numberFrom')}>
              <InputNumber className="mu-number" min={0} precision={0} data-testid="generate-from" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={8} lg={4}>
            <Form.Item name="numberTo" label={t('manageUser:numberTo')}>
              <InputNumber className="mu-number" min={0} precision={0} data-testid="generate-to" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={8} lg={4}>
            <Form.Item name="passwordLength" label={t('manageUser:passwordLength')}>
              <InputNumber
                className="mu-number"
                min={ADMIN_USER_RULES.generatePasswordMin}
                max={ADMIN_USER_RULES.generatePasswordMax}
                precision={0}
                data-testid="generate-password-length"
              />
            </Form.Item>
          </Col>
        </Row>
        <div className="mu-preview" data-testid="generate-preview">
          {preview.error ? (
            <Alert type="error" showIcon title={t(preview.error, { max: ADMIN_USER_RULES.generateMax, length: LIMITS.usernameMax })} />
          ) : (
            <Space wrap size={[4, 4]}>
              <span>{t('manageUser:previewCount', { count: preview.count })}</span>
              {preview.names.map((name, i) => (
                <span key={name}>
                  {i === PREVIEW_EDGE && preview.count > PREVIEW_EDGE * 2 && <span className="mu-ellipsis">…</span>}
                  <Tag>{name}</Tag>
                </span>
              ))}
            </Space>
          )}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          disabled={preview.error !== null}
          loading={generate.isPending}
          data-testid="generate-submit"
        >
          {t('manageUser:generate')}
        </Button>
      </Form>
      {result && (
        <RowsReport
          summary={t('manageUser:generateDone', { created: result.created, failed: result.failures.length })}
          description={
            result.expiresAt &&
            t(downloaded ? 'manageUser:downloadTaken' : 'manageUser:downloadUntil', { time: formatDateTime(result.expiresAt) })
          }
          failures={result.failures}
          rowTitle={t('manageUser:number')}
          testId="generate-result"
        >
          {result.key && (
            <Button
              icon={<DownloadOutlined />}
              onClick={download}
              loading={downloading}
              disabled={downloaded}
              data-testid="generate-download"
            >
              {t('manageUser:download')}
            </Button>
          )}
        </RowsReport>
      )}
    </div>
  );
}
