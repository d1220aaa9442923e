// Annex tab: the problem's extra files for users (userExtraFile), each viewable and downloadable.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { Button, List, Modal, Space } from 'antd';
import { DownloadOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/lib/download';

export function AnnexFiles({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string | null>(null);
  const names = Object.keys(files).sort();
  return (
    <>
      <List
        data-testid="annex-files"
        dataSource={names}
        renderItem={(name) => (
          <List.Item
            actions={[
              <Button key="view" size="small" icon={<EyeOutlined />} onClick={() => setViewing(name)}>
                {t('problems:detail.view')}
              </Button>,
              <Button
                key="download"
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => saveBlob(new Blob([files[name]], { type: 'text/plain' }), name)}
              >
                {t('problems:detail.download')}
              </Button>,
            ]}
          >
            <Space>
              <FileTextOutlined />
              {name}
            </Space>
          </List.Item>
        )}
      />
      <Modal open={viewing !== null} title={viewing} footer={null} onCancel={() => setViewing(null)} width={720}>
        <pre className="annex-content">{viewing ? files[viewing] : ''}</pre>
      </Modal>
    </>
  );
}
