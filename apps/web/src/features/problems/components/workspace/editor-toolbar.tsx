// Editor toolbar: language picker, settings (theme, font size, tab size), file upload into the editor (UTF-8),
// the latest accepted code and a reset to the template.
import { Button, Form, Popconfirm, Popover, Select, Space, Tooltip, Upload } from 'antd';
import { CodeOutlined, RollbackOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { getLastAcCode } from '@/features/problems/api/get-last-ac-code';
import { EDITOR_THEME_NAMES, FONT_SIZES, TAB_SIZES } from '@/components/code-editor/editor-settings';
import type { ProblemEditor } from '../../hooks/use-problem-editor';

interface EditorToolbarProps {
  editor: ProblemEditor;
  languages: string[];
  pid: number;
  loggedIn: boolean;
}

const readAsText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'UTF-8');
  });

function Settings({ editor }: { editor: ProblemEditor }) {
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

export function EditorToolbar({ editor, languages, pid, loggedIn }: EditorToolbarProps) {
  const { t } = useTranslation();

  const upload = async (file: File) => {
    try {
      editor.setCode(await readAsText(file));
      notify.success(t('problems:editor.uploaded', { name: file.name }));
    } catch {
      notify.error(t('problems:editor.uploadFailed'));
    }
  };

  const loadLastAc = async () => {
    try {
      const { code, language } = await getLastAcCode(pid);
      if (languages.includes(language)) editor.setLanguage(language);
      editor.setCode(code);
    } catch {
      // The API client showed the server's notice (not solved yet).
    }
  };

  return (
    <div className="editor-toolbar">
      <Select
        value={editor.language || undefined}
        onChange={editor.setLanguage}
        options={languages.map((name) => ({ value: name, label: name }))}
        placeholder={t('problems:editor.language')}
        popupMatchSelectWidth={false}
        className="language-select"
        data-testid="language-select"
      />
      <Space size={4} wrap>
        <Popover trigger="click" placement="bottomRight" content={<Settings editor={editor} />}>
          <Tooltip title={t('problems:editor.settings')}>
            <Button icon={<SettingOutlined />} data-testid="editor-settings-button" />
          </Tooltip>
        </Popover>
        <Upload
          accept="text/*,.c,.cc,.cpp,.cxx,.h,.hpp,.java,.py,.js,.go,.rs,.pas,.cs,.php,.rb,.txt"
          showUploadList={false}
          beforeUpload={(file) => (void upload(file), false)}
        >
          <Tooltip title={t('problems:editor.upload')}>
            <Button icon={<UploadOutlined />} data-testid="editor-upload" />
          </Tooltip>
        </Upload>
        {loggedIn && (
          <Tooltip title={t('problems:editor.lastAc')}>
            <Button icon={<CodeOutlined />} onClick={() => void loadLastAc()} data-testid="editor-last-ac" />
          </Tooltip>
        )}
        <Popconfirm title={t('problems:editor.resetConfirm')} onConfirm={editor.resetCode}>
          <Tooltip title={t('problems:editor.reset')}>
            <Button icon={<RollbackOutlined />} data-testid="editor-reset" />
          </Tooltip>
        </Popconfirm>
      </Space>
    </div>
  );
}
