// One group of switches on /manage/switch: its title and what it governs, then each switch (a toggle, or a whole
// number with its unit) with what it does.
import { Card, Col, Form, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchRule, type SwitchField, type SwitchGroup } from '../model/switch-groups';

function SwitchItem({ field }: { field: SwitchField }) {
  const { t } = useTranslation();
  const { name, unit } = field;
  const label = t(`manageSwitch:fields.${name}.label`);
  const help = t(`manageSwitch:fields.${name}.help`);
  if (!unit) {
    return (
      <Form.Item name={name} label={label} extra={help} valuePropName="checked">
        <Switch checkedChildren={t('manageSwitch:on')} unCheckedChildren={t('manageSwitch:off')} data-testid={`switch-${name}`} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={label} extra={help} rules={switchRule(t, name)}>
      <InputNumber<number>
        className="sw-number"
        precision={0}
        inputMode="numeric"
        suffix={t(`manageSwitch:units.${unit}`)}
        data-testid={`switch-${name}`}
      />
    </Form.Item>
  );
}

/** `columns`: fields side by side from medium screens on (the thresholds); one column otherwise. */
export function SwitchGroupCard({ group, columns = 1 }: { group: SwitchGroup; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`manageSwitch:groups.${group.key}.title`)} className="sw-card" data-testid={`switch-group-${group.key}`}>
      <Typography.Paragraph type="secondary" className="sw-intro">
        {t(`manageSwitch:groups.${group.key}.description`)}
      </Typography.Paragraph>
      <Row gutter={24}>
        {group.fields.map((field) => (
          <Col xs={24} md={columns === 2 ? 12 : 24} key={field.name}>
            <SwitchItem field={field} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
