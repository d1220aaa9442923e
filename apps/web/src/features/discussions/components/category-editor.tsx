// Root's category editor (spec 002 §6): the whole list in a small dialog — rename, add, remove — saved at once
// (POST discussion-category answers the saved list). Names are required and at most 20 characters.
import '@/locales/need/more';
import { Button, Form, Input, Modal, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useCategories, useSaveCategories, type CategoryInput } from '../api/categories';

export function CategoryEditor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const save = useSaveCategories();
  const [form] = Form.useForm<{ list: CategoryInput[] }>();
  const label = t('discussion:category.name');
  const submit = async ({ list }: { list: CategoryInput[] }) => {
    await save.mutateAsync(list.map((row) => ({ ...row, name: row.name.trim() })));
    notify.success(t('discussion:toast.updated'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('discussion:category.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('discussion:form.save')}
      cancelText={t('discussion:form.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'category-save', disabled: categories.isPending }}
      destroyOnHidden
      data-testid="category-editor"
    >
      {categories.data && (
        <Form form={form} initialValues={{ list: categories.data }} onFinish={(values) => submit(values).catch(() => undefined)}>
          <Form.List name="list">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" className="category-row">
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[
                        { required: true, whitespace: true, message: t('discussion:form.required', { field: label }) },
                        {
                          max: DISCUSSION_LIMITS.categoryNameMax,
                          message: t('discussion:form.tooLong', { field: label, max: DISCUSSION_LIMITS.categoryNameMax }),
                        },
                      ]}
                    >
                      <Input placeholder={label} data-testid="category-name" />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                      aria-label={t('discussion:action.delete')}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= DISCUSSION_LIMITS.categoriesMax}
                  onClick={() => add({ name: '' })}
                  data-testid="category-add"
                >
                  {t('discussion:category.add')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </Modal>
  );
}
