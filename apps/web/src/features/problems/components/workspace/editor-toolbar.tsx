// Editor toolbar: language picker, settings (theme, font size, tab size; a chunk loaded when first opened), file
// upload into the editor (UTF-8; a plain file input: antd's Upload, made for sending files, would add 10 KB compressed
// to the problem page), the latest accepted code and a reset to the template.
import '@/locales/need/problem-pages';
import { lazy, Suspense, useRef } from 'react';
import { Button, Popconfirm, Popover, Select, Space, Spin, Tooltip } from 'antd';
import { CodeOutlined, RollbackOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { getLastAcCode } from '@/features/problems/api/get-last-ac-code';
import { withChunkTimeout } from '@/lib/lazy-page';
import type { ProblemEditor } from '../../hooks/use-problem-editor';

interface EditorToolbarProps {
  editor: ProblemEditor;
  languages: string[];
  pid: number;
  loggedIn: boolean;
}

const Settings = lazy(() => withChunkTimeout(() => import('./editor-settings-form')));

const readAsText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'UTF-8');
  });

export function EditorToolbar({ editor, languages, pid, loggedIn }: EditorToolbarProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);

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
        <Popover
          trigger="click"
          placement="bottomRight"
          content={
            <Suspense fallback={<Spin size="small" />}>
              <Settings editor={editor} />
            </Suspense>
          }
        >
          <Tooltip title={t('problems:editor.settings')}>
            <Button icon={<SettingOutlined />} data-testid="editor-settings-button" />
          </Tooltip>
        </Popover>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="text/*,.c,.cc,.cpp,.cxx,.h,.hpp,.java,.py,.js,.go,.rs,.pas,.cs,.php,.rb,.txt"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again loads it again.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Tooltip title={t('problems:editor.upload')}>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="editor-upload" />
        </Tooltip>
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
