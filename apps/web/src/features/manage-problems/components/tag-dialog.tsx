// Create/edit dialog of a tag: name, colour (picker or CSS text), OJ and classification.
import '@/locales/need/more';
import { useEffect } from 'react';
import { ColorPicker, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCssColour, PROBLEM_FORM_LIMITS as L, type TagAdmin, type TagClassificationAdmin } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useAddTag, useUpdateTag } from '../hooks/use-tag-admin';

interface TagDialogProps {
  open: boolean;
  /** The tag being edited; null creates one. */
  tag: TagAdmin | null;
  classifications: TagClassificationAdmin[];
  onClose: () => void;
  /** After the server stored the tag and the tag lists were refreshed. */
  onSaved: (tag: TagAdmin) => void;
}

interface TagFormValues {
  name: string;
  color: string;
  oj: string;
  classificationId?: number;
}

const DEFAULT_COLOUR = '#409EFF';
const LOCAL_OJ = 'ME';

export function TagDialog({ open, tag, classifications, onClose, onSaved }: TagDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TagFormValues>();
  const add = useAddTag();
  const update = useUpdateTag();
  const colour = Form.useWatch('color', form);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      name: tag?.name ?? '',
      color: tag?.color ?? DEFAULT_COLOUR,
      oj: tag?.oj ?? LOCAL_OJ,
      classificationId: tag?.classificationId ?? undefined,
    });
  }, [open, tag, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, classificationId: values.classificationId ?? null };
    const saved = tag ? await update.mutateAsync({ ...body, id: tag.id }) : await add.mutateAsync(body);
    notify.success(t(tag ? 'manageProblems:toast.updated' : 'manageProblems:toast.created'));
    onClose();
    onSaved(saved);
  };

  return (
    <Modal
      open={open}
      title={t(tag ? 'manageProblems:tagPage.editTag' : 'manageProblems:tagPage.createTag')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('manageProblems:action.save')}
      cancelText={t('manageProblems:action.cancel')}
      confirmLoading={add.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'tag-dialog-ok' }}
      forceRender
      data-testid="tag-dialog"
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
          <Input maxLength={L.tagNameMax} data-testid="tag-name" />
        </Form.Item>
        <Form.Item label={t('manageProblems:tagPage.color')} required>
          <Space.Compact style={{ width: '100%' }}>
            <ColorPicker
              value={colour && isCssColour(colour) ? colour : DEFAULT_COLOUR}
              disabledAlpha
              onChange={(value) => form.setFieldValue('color', value.toHexString())}
            />
            <Form.Item
              name="color"
              noStyle
              rules={[
                {
                  validator: async (_, value: string) => {
                    if (!value || !isCssColour(value.trim())) throw new Error(t('manageProblems:tagPage.colorInvalid'));
                  },
                },
              ]}
            >
              <Input data-testid="tag-color" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="oj"
          label={t('manageProblems:tagPage.oj')}
          extra={t('manageProblems:tagPage.ojHelp')}
          rules={[{ required: true, pattern: /^[A-Za-z]{1,20}$/, message: t('manageProblems:tagPage.ojHelp') }]}
        >
          <Input maxLength={20} data-testid="tag-oj" />
        </Form.Item>
        <Form.Item name="classificationId" label={t('manageProblems:tagPage.classification')}>
          <Select
            allowClear
            placeholder={t('manageProblems:tagPage.none')}
            options={classifications.map((c) => ({ value: c.id, label: `${c.name} (${c.oj})` }))}
            data-testid="tag-classification"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
