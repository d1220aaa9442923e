// The group's Setting tab (group root): the group's avatar, the group form to edit, and Disband Group (confirmed
// with an e-mailed code) for the owner or the site root.
import '@/locales/need/more';
import { Button, Divider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Group, GroupForm as GroupFormData } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useUpdateGroup } from '../api/save-group';
import { afterSuccess } from '../lib/after-success';
import type { GroupFormValues } from '../lib/create-draft';
import type { GroupState } from '../hooks/use-group-state';
import { GroupAvatarSetting } from './group-avatar-setting';
import { GroupDisband } from './group-disband';
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
      <GroupAvatarSetting group={group} />
      <Divider />
      <GroupForm form={form} initialValues={formValuesOf(group)} onSubmit={submit} actions={actions} testId="group-edit-form" />
      {(state.owner || state.siteRoot) && (
        <>
          <Divider />
          <GroupDisband group={group} />
        </>
      )}
    </div>
  );
}
