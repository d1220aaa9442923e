// Create/edit dialog of a tag classification: name, OJ and rank (smaller first).
import '@/locales/need/more';
import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_FORM_LIMITS as L, type TagClassificationAdmin } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useAddClassification, useUpdateClassification } from '../hooks/use-tag-admin';

interface ClassificationDialogProps {
  open: boolean;
  classification: TagClassificationAdmin | null;
  onClose: () => void;
  /** After the server stored the classification and the lists were refreshed. */
  onSaved: (classification: TagClassificationAdmin) => void;
}

interface ClassificationFormValues {
  name: string;
  oj: string;
  rank: number;
}

const RANK_MAX = 2147483647;

export function ClassificationDialog({ open, classification, onClose, onSaved }: ClassificationDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClassificationFormValues>();
  const add = useAddClassification();
  const update = useUpdateClassification();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ name: classification?.name ?? '', oj: classification?.oj ?? 'ME', rank: classification?.rank ?? 0 });
  }, [open, classification, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const saved = classification ? await update.mutateAsync({ ...values, id: classification.id }) : await add.mutateAsync(values);
    notify.success(t(classification ? 'manageProblems:toast.updated' : 'manageProblems:toast.created'));
    onClose();
    onSaved(saved);
  };

  return (
    <Modal
      open={open}
      title={t(classification ? 'manageProblems:tagPage.editClassification' : 'manageProblems:tagPage.createClassification')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('manageProblems:action.save')}
      cancelText={t('manageProblems:action.cancel')}
      confirmLoading={add.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'classification-dialog-ok' }}
      forceRender
      data-testid="classification-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('manageProblems:tagPage.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('manageProblems:validation.required', { field: t('manageProblems:tagPage.name') }),
            },
          ]}
        >
          <Input maxLength={L.tagNameMax} data-testid="classification-name" />
        </Form.Item>
        <Form.Item
          name="oj"
          label={t('manageProblems:tagPage.oj')}
          extra={t('manageProblems:tagPage.ojHelp')}
          rules={[{ required: true, pattern: /^[A-Za-z]{1,20}$/, message: t('manageProblems:tagPage.ojHelp') }]}
        >
          <Input maxLength={20} data-testid="classification-oj" />
        </Form.Item>
        <Form.Item
          name="rank"
          label={t('manageProblems:tagPage.rank')}
          extra={t('manageProblems:tagPage.rankHelp')}
          rules={[{ required: true, message: t('manageProblems:validation.required', { field: t('manageProblems:tagPage.rank') }) }]}
        >
          <InputNumber<number> min={0} max={RANK_MAX} precision={0} style={{ width: '100%' }} data-testid="classification-rank" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
