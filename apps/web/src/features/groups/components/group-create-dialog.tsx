// Create Group (spec 002 §2.1): a fullscreen dialog with the group form. What was typed stays as a draft when the
// dialog closes and is offered again when it reopens; a created group clears it and opens the new group.
import '@/locales/need/more';
import { Button, Form, Modal, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupForm as GroupFormData } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useCreateGroup } from '../api/save-group';
import { afterSuccess } from '../lib/after-success';
import { clearCreateDraft, readCreateDraft, saveCreateDraft, type GroupFormValues } from '../lib/create-draft';
import { groupPath } from '@/lib/paths/groups';
import { EMPTY_GROUP, GroupForm } from './group-form';

export function GroupCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<GroupFormValues>();
  const mutation = useCreateGroup();
  const submit = (group: GroupFormData) =>
    afterSuccess(mutation.mutateAsync(group), (created) => {
      clearCreateDraft();
      notify.success(t('group:toast.created'));
      onClose();
      if (created?.id) navigate(groupPath(created.id));
    });
  const reset = () => {
    clearCreateDraft();
    form.resetFields();
    form.setFieldsValue(EMPTY_GROUP);
  };
  const actions = (
    <Space wrap>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="group-form-submit">
        {t('group:form.create')}
      </Button>
      <Button onClick={onClose}>{t('group:form.cancel')}</Button>
      <Button type="link" onClick={reset} data-testid="group-form-reset">
        {t('group:form.reset')}
      </Button>
    </Space>
  );
  return (
    <Modal
      open
      title={t('group:form.createTitle')}
      footer={null}
      onCancel={onClose}
      width="100%"
      className="fullscreen-modal"
      data-testid="group-create-dialog"
    >
      <div className="narrow-page">
        <GroupForm
          form={form}
          initialValues={readCreateDraft() ?? EMPTY_GROUP}
          onValuesChange={saveCreateDraft}
          onSubmit={submit}
          actions={actions}
          testId="group-create-form"
        />
      </div>
    </Modal>
  );
}
