// The admins' print requests (spec 001 §2 ContestAdminPrint, §4): unprinted first then newest, 15 a page, refreshed
// every 10 s; each can be downloaded and marked printed.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTEST_HELPER_LIMITS as L, type ContestPrint } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { downloadPrint, useContestPrints, useMarkPrinted } from '../api/contest-print';
import type { PageParams } from '../api/contest-announcements';
import { RefreshedTable } from './refreshed-table';

export function AdminPrintList({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<PageParams>({ currentPage: 1, limit: L.printPageSize });
  const query = useContestPrints(cid, params);
  const mark = useMarkPrinted(cid);

  const columns: ColumnsType<ContestPrint> = [
    { title: t('contestHelpers:adminPrint.username'), dataIndex: 'username', ellipsis: true },
    { title: t('contestHelpers:adminPrint.realname'), dataIndex: 'realname', ellipsis: true, responsive: ['md'] },
    { title: t('contestHelpers:adminPrint.time'), dataIndex: 'gmtCreate', width: 180, render: (time: string) => formatDateTime(time) },
    {
      title: t('contestHelpers:adminPrint.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) =>
        status === 1 ? (
          <Tag color="success">{t('contestHelpers:adminPrint.printed')}</Tag>
        ) : (
          <Tag color="warning">{t('contestHelpers:adminPrint.notPrinted')}</Tag>
        ),
    },
    {
      title: t('contestHelpers:adminPrint.actions'),
      key: 'actions',
      width: 240,
      render: (_, row) => (
        <Space wrap size="small">
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadPrint(row)} data-testid={`print-download-${row.id}`}>
            {t('contestHelpers:adminPrint.download')}
          </Button>
          {row.status === 0 && (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={mark.isPending && mark.variables === row.id}
              onClick={() => mark.mutate(row.id, { onSuccess: () => notify.success(t('contestHelpers:adminPrint.marked')) })}
              data-testid={`print-mark-${row.id}`}
            >
              {t('contestHelpers:adminPrint.markPrinted')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <RefreshedTable<ContestPrint>
      testId="admin-print-list"
      rowTestId="print-row"
      hint={t('contestHelpers:adminPrint.refreshHint')}
      emptyText={t('contestHelpers:adminPrint.empty')}
      query={query}
      columns={columns}
      params={params}
      onParams={setParams}
    />
  );
}
