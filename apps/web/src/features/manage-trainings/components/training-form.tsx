// The training and chapter form (spec 002 §5): rank, title, description (Markdown), auth, a password when not
// public, visibility, category and the has-chapter switch (set when created, fixed afterwards); a chapter has
// neither category nor switch. Required fields say "<label> is required" under the field and as a toast; after
// saving, back to the list (a chapter's: its training's chapter list), which refreshes.
import '@/locales/need/more';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, TRAINING_LIMITS as L } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { MarkdownFormField } from '@/components/markdown-form-field';
import { useTrainingCategories } from '@/lib/api/get-training-category';
import { useSaveTraining } from '../api/save-training';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { toTrainingForm, type TrainingFormValues } from '../model/training-form';

interface TrainingFormProps {
  /** The training edited; null creates one. */
  id: number | null;
  initial: TrainingFormValues;
  /** A chapter of that training. */
  parentId?: number | null;
  /** Where Back (Cancel) and a save lead; by default the list the training (chapter) is in. */
  onClose?: () => void;
  /** Inside a dialog: no card around the form, Cancel instead of Back. */
  inDialog?: boolean;
}

/** antd's rejection of validateFields: the first message is shown as a toast. */
const firstError = (error: unknown): string | undefined => (error as { errorFields?: { errors: string[] }[] }).errorFields?.[0]?.errors[0];

export function TrainingForm({ id, initial, parentId = null, onClose, inDialog = false }: TrainingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TrainingFormValues>();
  const auth = Form.useWatch('auth', form) ?? initial.auth;
  const scope = useTrainingAdminScope();
  const categories = useTrainingCategories(scope.categories);
  const save = useSaveTraining(id);
  const chapter = parentId !== null;
  const close = onClose ?? (() => navigate(parentId === null ? scope.paths.list : scope.paths.chapters(parentId)));
  const backLabel = inDialog ? 'training:manage.cancel' : chapter ? 'chapters:admin.backToChapters' : 'training:manage.backToList';

  const label = (field: string) => t(`training:form.${field}`);
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('training:form.required', { field: label(field) }),
  });

  const submit = async () => {
    let values: TrainingFormValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      const message = firstError(error);
      if (message) notify.error(message);
      return;
    }
    save.mutate(toTrainingForm(values, parentId), {
      onSuccess: () => {
        notify.success(t(id === null ? 'training:toast.created' : 'training:toast.updated'));
        close();
      },
    });
  };

  const body = (
    <Form form={form} layout="vertical" initialValues={initial} data-testid="training-form">
      <Form.Item
        name="rank"
        label={label('rank')}
        extra={t('training:form.rankHelp')}
        rules={[
          { required: true, message: t('training:form.required', { field: label('rank') }) },
          { type: 'integer', min: L.rankMin, max: L.rankMax, message: t('training:form.rankRange', { min: L.rankMin, max: L.rankMax }) },
        ]}
      >
        <InputNumber<number> min={L.rankMin} max={L.rankMax} precision={0} className="mt-rank" data-testid="training-rank" />
      </Form.Item>
      <Form.Item name="title" label={label('title')} rules={[required('title')]}>
        <Input maxLength={L.titleMax} data-testid="training-title-input" />
      </Form.Item>
      <Form.Item name="description" label={label('description')} rules={[required('description')]}>
        <MarkdownFormField testId="training-description" />
      </Form.Item>
      <Form.Item name="auth" label={label('auth')}>
        <Radio.Group
          options={TRAINING_AUTHS.map((value) => ({ value, label: t(`training:auth.${value}`) }))}
          optionType="button"
          data-testid="training-auth-input"
        />
      </Form.Item>
      {auth !== 'Public' && (
        <Form.Item name="privatePwd" label={label('password')} rules={[required('password')]}>
          <Input.Password maxLength={L.passwordMax} autoComplete="new-password" data-testid="training-password-input" />
        </Form.Item>
      )}
      <Space size={32} wrap>
        {scope.statusInForm !== false && (
          <Form.Item name="status" label={label('visible')} valuePropName="checked">
            <Switch data-testid="training-status-input" />
          </Form.Item>
        )}
        {scope.categories && !chapter && (
          <Form.Item name="categoryId" label={label('category')}>
            <Select<number>
              allowClear
              placeholder={t('training:form.noCategory')}
              loading={categories.isPending}
              options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              className="mt-category-select"
              data-testid="training-category-input"
            />
          </Form.Item>
        )}
        {!chapter && (
          <Form.Item
            name="hasChapter"
            label={t('chapters:form.hasChapter')}
            tooltip={t('chapters:form.hasChapterHelp')}
            valuePropName="checked"
          >
            <Switch disabled={id !== null} data-testid="training-has-chapter-input" />
          </Form.Item>
        )}
      </Space>
      <div className="mp-save-bar">
        <Space wrap>
          <Button icon={inDialog ? undefined : <ArrowLeftOutlined />} onClick={close} data-testid="training-form-back">
            {t(backLabel)}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void submit()} data-testid="training-save">
            {t('training:manage.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
  return inDialog ? body : <Card className="mp-section">{body}</Card>;
}
