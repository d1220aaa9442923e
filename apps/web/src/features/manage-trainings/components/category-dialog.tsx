// Training categories (root and problem admins): add or edit one (name and colour) above the list; delete asks first.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, ColorPicker, Form, Input, Modal, Space, Table } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS, type TrainingCategory } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { useTrainingCategories } from '@/lib/api/get-training-category';
import { CategoryTag } from '@/components/tags/category-tag';
import { useAddCategory, useDeleteCategory, useUpdateCategory, type CategoryValues } from '../api/training-categories';

const NEW_CATEGORY: CategoryValues = { name: '', color: '#1677ff' };

function CategoryEditor({ editing, onDone }: { editing: TrainingCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryValues>();
  const add = useAddCategory();
  const update = useUpdateCategory();

  const save = async () => {
    const values = await form.validateFields();
    if (editing) await update.mutateAsync({ ...values, id: editing.id });
    else await add.mutateAsync(values);
    notify.success(t(editing ? 'training:toast.updated' : 'training:toast.created'));
    form.resetFields();
    onDone();
  };

  return (
    <Form form={form} layout="inline" initialValues={editing ?? NEW_CATEGORY} className="mt-category-form" data-testid="category-form">
      <Form.Item
        name="name"
        rules={[{ required: true, whitespace: true, message: t('training:form.required', { field: t('training:category.name') }) }]}
      >
        <Input placeholder={t('training:category.name')} maxLength={TRAINING_LIMITS.categoryNameMax} data-testid="category-name" />
      </Form.Item>
      <Form.Item name="color" getValueFromEvent={(color: Color) => color.toHexString()}>
        <ColorPicker disabledAlpha showText data-testid="category-color" />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          loading={add.isPending || update.isPending}
          onClick={() => void save().catch(() => undefined)}
          data-testid="category-save"
        >
          {t(editing ? 'training:category.update' : 'training:category.add')}
        </Button>
        {editing && <Button onClick={onDone}>{t('training:manage.cancel')}</Button>}
      </Space>
    </Form>
  );
}

export function CategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useTrainingCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<TrainingCategory | null>(null);
  return (
    <Modal
      open={open}
      title={t('training:category.title')}
      footer={null}
      onCancel={onClose}
      width={560}
      destroyOnHidden
      data-testid="category-dialog"
    >
      <CategoryEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <Table<TrainingCategory>
        rowKey="id"
        size="small"
        loading={categories.isPending}
        dataSource={categories.data ?? []}
        pagination={false}
        locale={{ emptyText: t('training:category.empty') }}
        columns={[
          { title: t('training:category.name'), dataIndex: 'name', render: (_, category) => <CategoryTag category={category} /> },
          { title: t('training:category.color'), dataIndex: 'color', width: 110 },
          {
            title: t('training:manage.actions'),
            key: 'actions',
            width: 100,
            render: (_, category) => (
              <EditDeleteActions
                testId={`category-${category.id}`}
                onEdit={() => setEditing(category)}
                confirmTitle={t('training:category.deleteTitle')}
                confirmContent={t('training:category.deleteContent', { name: category.name })}
                onDelete={() => remove.mutateAsync(category.id)}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
