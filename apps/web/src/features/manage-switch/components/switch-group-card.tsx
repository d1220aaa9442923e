// One group of switches on /manage/switch: its title and what it governs, then each switch (a toggle, or a whole
// number with its unit) with what it does.
import '@/locales/need/more';
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

/** `columns`: a two-column card puts its `second` fields beside the others from medium screens on. */
export function SwitchGroupCard({ group, columns = 1 }: { group: SwitchGroup; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  const column = (fields: SwitchField[]) => fields.map((field) => <SwitchItem field={field} key={field.name} />);
  return (
    <Card title={t(`manageSwitch:groups.${group.key}.title`)} className="sw-card" data-testid={`switch-group-${group.key}`}>
      <Typography.Paragraph type="secondary" className="sw-intro">
        {t(`manageSwitch:groups.${group.key}.description`)}
      </Typography.Paragraph>
      {columns === 1 ? (
        column(group.fields)
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={12}>
            {column(group.fields.filter((field) => !field.second))}
          </Col>
          <Col xs={24} md={12}>
            {column(group.fields.filter((field) => field.second))}
          </Col>
        </Row>
      )}
    </Card>
  );
}
