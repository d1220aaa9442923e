// The fields of the discussion dialog (spec 002 §5): title and description (required, at most 255 after trimming),
// the category (required, fixed on edit), the top-priority switch for admin roles and the Markdown content
// (required, at most 65535) with its preview and, for admin roles, the upload tools.
import '@/locales/need/more';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import { DISCUSSION_LIMITS } from '@verdict/shared';
import { MarkdownField } from '@/components/markdown-field';
import { useMarkdownUploads } from '@/hooks/use-markdown-uploads';
import { useCategories } from '../api/categories';

interface FieldsProps {
  editing: boolean;
  canPin: boolean;
  /** `[<pid>] ` shown before the title of a new problem discussion. */
  titlePrefix: string;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The content editor, with the upload tools the caller may use (images and files for admin roles). */
function ContentInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const uploads = useMarkdownUploads(null);
  return (
    <MarkdownField
      value={value ?? ''}
      onChange={(next) => onChange?.(next)}
      testId="discussion-content-field"
      minRows={8}
      uploads={uploads}
    />
  );
}

export function DiscussionFormFields({ editing, canPin, titlePrefix }: FieldsProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const rules = (label: string, max: number, trim = true): Rule[] => [
    { required: true, whitespace: true, message: t('discussion:form.required', { field: label }) },
    { max, transform: trim ? trimmed : undefined, message: t('discussion:form.tooLong', { field: label, max }) },
  ];
  const title = t('discussion:form.title');
  const description = t('discussion:form.description');
  const content = t('discussion:form.content');
  const category = t('discussion:form.category');
  return (
    <>
      <Form.Item name="title" label={title} rules={rules(title, DISCUSSION_LIMITS.titleMax - titlePrefix.length)}>
        <Input prefix={titlePrefix || undefined} data-testid="discussion-title-input" />
      </Form.Item>
      <Form.Item name="description" label={description} rules={rules(description, DISCUSSION_LIMITS.descriptionMax)}>
        <Input data-testid="discussion-description-input" />
      </Form.Item>
      <Form.Item
        name="categoryId"
        label={category}
        rules={[{ required: true, message: t('discussion:form.required', { field: category }) }]}
      >
        <Select
          disabled={editing}
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="discussion-category-select"
        />
      </Form.Item>
      {canPin && (
        <Form.Item name="topPriority" label={t('discussion:form.topPriority')} valuePropName="checked">
          <Switch data-testid="discussion-top-priority" />
        </Form.Item>
      )}
      <Form.Item name="content" label={content} rules={rules(content, DISCUSSION_LIMITS.contentMax, false)}>
        <ContentInput />
      </Form.Item>
    </>
  );
}
