// The group's Setting tab (group root): the group form to edit, and Disband Group with a confirm for the owner or
// the site root.
import { Button, Divider, Form, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group, GroupForm as GroupFormData } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useDeleteGroup } from '../api/delete-group';
import { useUpdateGroup } from '../api/save-group';
import { afterSuccess } from '../lib/after-success';
import type { GroupFormValues } from '../lib/create-draft';
import type { GroupState } from '../hooks/use-group-state';
import { GROUP_LIST_PATH } from '@/lib/paths/groups';
import { GroupForm } from './group-form';

const formValuesOf = (group: Group): GroupFormValues => ({
  name: group.name,
  shortName: group.shortName,
  brief: group.brief,
  description: group.description,
  auth: group.auth,
  code: group.code,
  visible: group.visible,
});

function DisbandGroup({ group }: { group: Group }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useDeleteGroup();
  const onConfirm = () =>
    mutation.mutateAsync(group.id).then(() => {
      notify.success(t('group:toast.disbanded'));
      navigate(GROUP_LIST_PATH);
    });
  return (
    <section className="group-section" data-testid="group-disband-section">
      <Typography.Paragraph type="secondary">{t('group:setting.disbandHint')}</Typography.Paragraph>
      <Popconfirm
        title={t('group:setting.disbandTitle')}
        description={<div className="group-confirm-text">{t('group:setting.disbandContent', { name: group.name })}</div>}
        onConfirm={onConfirm}
        okButtonProps={{ danger: true, 'data-testid': 'group-disband-confirm' }}
      >
        <Button danger loading={mutation.isPending} data-testid="group-disband">
          {t('group:setting.disband')}
        </Button>
      </Popconfirm>
    </section>
  );
}

export function GroupSetting({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  const { group } = state;
  const [form] = Form.useForm<GroupFormValues>();
  const mutation = useUpdateGroup(group.id);
  const submit = (values: GroupFormData) => afterSuccess(mutation.mutateAsync(values), () => notify.success(t('group:toast.updated')));
  const actions = (
    <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="group-form-submit">
      {t('group:form.save')}
    </Button>
  );
  return (
    <div className="group-setting" data-testid="group-setting">
      <GroupForm form={form} initialValues={formValuesOf(group)} onSubmit={submit} actions={actions} testId="group-edit-form" />
      {(state.owner || state.siteRoot) && (
        <>
          <Divider />
          <DisbandGroup group={group} />
        </>
      )}
    </div>
  );
}
