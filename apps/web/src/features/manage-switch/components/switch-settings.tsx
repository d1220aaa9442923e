// The switch page (/manage/switch, super admin): the stored switches in four groups, saved together or put back.
import '@/locales/need/more';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSwitches } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { notify } from '@/lib/notify';
import { useSwitches, useUpdateSwitches } from '../api/switches';
import { useStoredForm } from '../hooks/use-stored-form';
import { SWITCH_GROUPS } from '../model/switch-groups';
import { SaveResetActions } from './save-reset-actions';
import { SwitchGroupCard } from './switch-group-card';
import '../manage-switch.css';

function SwitchForm({ stored }: { stored: SiteSwitches }) {
  const { t } = useTranslation();
  const { form, changed, reset } = useStoredForm(stored);
  const mutation = useUpdateSwitches();
  const save = (values: SiteSwitches) => mutation.mutate(values, { onSuccess: () => notify.success(t('manageSwitch:saved')) });

  return (
    <Form<SiteSwitches> form={form} layout="vertical" initialValues={stored} onFinish={save} data-testid="switch-form">
      <Row gutter={[16, 16]}>
        {SWITCH_GROUPS.map((group) => {
          const wide = group.key === 'thresholds';
          return (
            <Col xs={24} xl={wide ? 24 : 8} key={group.key}>
              <SwitchGroupCard group={group} columns={wide ? 2 : 1} />
            </Col>
          );
        })}
      </Row>
      <SaveResetActions changed={changed} saving={mutation.isPending} onReset={reset} testId="switch" />
    </Form>
  );
}

export function SwitchSettings() {
  const query = useSwitches();
  return (
    <div className="sw-page" data-testid="manage-switch">
      <QueryState query={query} rows={12}>
        {(stored) => <SwitchForm stored={stored} />}
      </QueryState>
    </div>
  );
}
