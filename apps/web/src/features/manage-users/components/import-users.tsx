// The Import tab: a CSV file picked or pasted (HOJ's columns, no header), read in the browser, previewed, then sent;
// the answer lists the rows refused by username with the reason.
import '@/locales/need/more';
import { useState } from 'react';
import { Alert, Button, Input, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_RULES, type ImportUsersResult } from '@verdict/shared';
import { useImportUsers } from '../api/admin-users';
import { CSV_COLUMNS, parseUsersCsv } from '../model/users-csv';
import { RowsReport } from './rows-report';

type PreviewRow = { key: number; cells: string[] };

export function ImportUsers() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<string[][] | null>(null);
  const [result, setResult] = useState<ImportUsersResult | null>(null);
  const importUsers = useImportUsers();

  const preview = (csv: string) => {
    setText(csv);
    setRows(parseUsersCsv(csv));
    setResult(null);
  };
  const tooMany = (rows?.length ?? 0) > ADMIN_USER_RULES.importMax;
  const send = () => rows && importUsers.mutate(rows, { onSuccess: setResult });

  const columns = [
    { title: '#', dataIndex: 'key', width: 56 },
    ...CSV_COLUMNS.map((name, i) => ({
      title: t(`manageUser:column.${name}`),
      key: name,
      width: name === 'email' ? 200 : 120,
      ellipsis: true,
      render: (_: unknown, row: PreviewRow) =>
        name === 'password' && row.cells[i] ? '•'.repeat(Math.min(row.cells[i].length, 8)) : row.cells[i],
    })),
  ];

  return (
    <div className="mu-panel" data-testid="import-users">
      <Typography.Paragraph type="secondary">{t('manageUser:importHelp', { max: ADMIN_USER_RULES.importMax })}</Typography.Paragraph>
      <Typography.Paragraph>
        <code className="mu-columns">{CSV_COLUMNS.join(',')}</code>
      </Typography.Paragraph>
      <Space wrap className="mu-import-actions">
        <Upload
          accept=".csv,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then(preview);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="import-pick-file">
            {t('manageUser:pickFile')}
          </Button>
        </Upload>
      </Space>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('manageUser:pastePlaceholder')}
        autoSize={{ minRows: 4, maxRows: 10 }}
        className="mu-paste"
        data-testid="import-text"
      />
      <Space wrap className="mu-import-actions">
        <Button onClick={() => preview(text)} disabled={!text.trim()} data-testid="import-preview">
          {t('manageUser:preview')}
        </Button>
        <Button
          type="primary"
          onClick={send}
          disabled={!rows?.length || tooMany}
          loading={importUsers.isPending}
          data-testid="import-submit"
        >
          {t('manageUser:importCount', { count: rows?.length ?? 0 })}
        </Button>
      </Space>
      {tooMany && <Alert type="error" showIcon title={t('manageUser:importTooMany', { max: ADMIN_USER_RULES.importMax })} />}
      {rows && rows.length === 0 && <Alert type="warning" showIcon title={t('manageUser:importNothing')} data-testid="import-nothing" />}
      {result && (
        <RowsReport
          summary={t('manageUser:importDone', { inserted: result.inserted, failed: result.failures.length })}
          failures={result.failures}
          rowTitle={t('manageUser:row')}
          testId="import-result"
        />
      )}
      {rows && rows.length > 0 && !result && (
        <Table<PreviewRow>
          size="small"
          rowKey="key"
          dataSource={rows.map((cells, i) => ({ key: i + 1, cells }))}
          columns={columns}
          pagination={{ pageSize: 10, size: 'small', showSizeChanger: false }}
          scroll={{ x: 1000 }}
          data-testid="import-preview-table"
        />
      )}
    </div>
  );
}
