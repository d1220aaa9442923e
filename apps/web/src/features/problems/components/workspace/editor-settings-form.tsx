// The editor settings of the problem page's toolbar (theme, font size, tab size), shown in its popover.
import '@/locales/need/problem-pages';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITOR_THEME_NAMES, FONT_SIZES, TAB_SIZES } from '@/components/code-editor/editor-settings';
import type { ProblemEditor } from '../../hooks/use-problem-editor';

export default function EditorSettingsForm({ editor }: { editor: ProblemEditor }) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" size="small" className="editor-settings" data-testid="editor-settings">
      <Form.Item label={t('problems:editor.theme')}>
        <Select
          value={editor.theme}
          onChange={(theme) => editor.setSettings({ theme })}
          options={EDITOR_THEME_NAMES.map((name) => ({ value: name, label: name }))}
          data-testid="editor-theme"
        />
      </Form.Item>
      <Form.Item label={t('problems:editor.fontSize')}>
        <Select
          value={editor.fontSize}
          onChange={(fontSize) => editor.setSettings({ fontSize })}
          options={FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }))}
          data-testid="editor-font-size"
        />
      </Form.Item>
      <Form.Item label={t('problems:editor.tabSize')}>
        <Select
          value={editor.tabSize}
          onChange={(tabSize) => editor.setSettings({ tabSize })}
          options={TAB_SIZES.map((size) => ({ value: size, label: t('problems:editor.spaces', { count: size }) }))}
          data-testid="editor-tab-size"
        />
      </Form.Item>
    </Form>
  );
}
