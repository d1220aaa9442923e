// The Markdown editor's upload tools: "insert image" and "upload file" buttons that upload with progress and hand
// back the Markdown linking the result; the caller decides who sees which (see hooks/use-markdown-uploads.ts).
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Progress, Upload } from 'antd';
import { FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MARKDOWN_UPLOAD_LIMITS } from '@verdict/shared';
import { markdownLink, markdownUploadTooLarge, uploadMarkdownFile, type MarkdownUploadKind } from '@/lib/markdown-upload';
import { notify } from '@/lib/notify';

export interface MarkdownUploads {
  /** The group the text belongs to (group admins upload images for it). */
  gid?: number | null;
  canUploadImage: boolean;
  canUploadFile: boolean;
}

const MB = 1024 * 1024;
const ACCEPT: Record<MarkdownUploadKind, string | undefined> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/bmp',
  file: undefined,
};

export function MarkdownUploadTools({
  uploads,
  onInsert,
  testId,
}: {
  uploads: MarkdownUploads;
  onInsert: (markdown: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);

  const start = async (kind: MarkdownUploadKind, file: File) => {
    if (markdownUploadTooLarge(kind, file)) {
      const limit = kind === 'image' ? MARKDOWN_UPLOAD_LIMITS.imageMaxBytes / MB : (MARKDOWN_UPLOAD_LIMITS.fileMaxBytes + 1) / MB;
      notify.error(
        t(kind === 'image' ? 'manageProblems:form.markdownImageTooLarge' : 'manageProblems:form.markdownFileTooLarge', { limit }),
      );
      return;
    }
    setPercent(0);
    try {
      const { link } = await uploadMarkdownFile(kind, file, {
        gid: uploads.gid ?? null,
        onProgress: setPercent,
        failMessage: t('manageProblems:form.markdownUploadFailed'),
      });
      onInsert(markdownLink(kind, file.name, link));
    } catch (error) {
      notify.error((error as Error).message || t('manageProblems:form.markdownUploadFailed'));
    } finally {
      setPercent(null);
    }
  };

  const tool = (kind: MarkdownUploadKind, icon: React.ReactNode, label: string) => (
    <Upload
      accept={ACCEPT[kind]}
      showUploadList={false}
      disabled={percent !== null}
      beforeUpload={(file) => {
        void start(kind, file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size="small" icon={icon} disabled={percent !== null} data-testid={`${testId}-upload-${kind}`}>
        {label}
      </Button>
    </Upload>
  );

  return (
    <span className="mp-markdown-tools">
      {uploads.canUploadImage && tool('image', <PictureOutlined />, t('manageProblems:form.markdownInsertImage'))}
      {uploads.canUploadFile && tool('file', <FileAddOutlined />, t('manageProblems:form.markdownUploadFile'))}
      {percent !== null && (
        <Progress className="mp-markdown-progress" percent={percent} size="small" data-testid={`${testId}-upload-progress`} />
      )}
    </span>
  );
}
