// The ACM AC info (balloons; spec 001 §2 ContestACInfo, §3, §4): each first AC with the problem's balloon colour and
// first blood, undelivered first, 20 a page, refreshed every 10 s; admins switch a balloon delivered or not.
import '@/locales/need/more';
import { useState } from 'react';
import { Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTEST_HELPER_LIMITS as L, type ContestAcInfo } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';
import { useCheckAcInfo, useContestAcInfo } from '../api/ac-info';
import type { PageParams } from '../api/contest-announcements';
import { RefreshedTable } from './refreshed-table';

export function AcInfoList({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<PageParams>({ currentPage: 1, limit: L.acInfoPageSize });
  const query = useContestAcInfo(cid, params);
  const check = useCheckAcInfo(cid);

  const columns: ColumnsType<ContestAcInfo> = [
    {
      title: t('contestHelpers:acInfo.problem'),
      dataIndex: 'displayId',
      width: 110,
      render: (displayId: string, row) => (
        <span>
          {row.color && (
            <span className="ch-balloon" style={{ background: row.color }} data-testid="ac-info-balloon" data-color={row.color} />
          )}
          {displayId}
        </span>
      ),
    },
    {
      title: t('contestHelpers:acInfo.username'),
      dataIndex: 'username',
      ellipsis: true,
      render: (username: string, row) => (
        <span>
          {username}
          {row.firstBlood && (
            <Tag color="red" icon={<FireOutlined />} className="ch-first-blood" data-testid="first-blood">
              {t('contestHelpers:acInfo.firstBlood')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('contestHelpers:acInfo.realname'), dataIndex: 'realname', ellipsis: true, responsive: ['md'] },
    { title: t('contestHelpers:acInfo.time'), dataIndex: 'submitTime', width: 180, render: (time: string) => formatDateTime(time) },
    {
      title: t('contestHelpers:acInfo.checked'),
      dataIndex: 'checked',
      width: 140,
      render: (checked: boolean, row) => (
        <Switch
          checked={checked}
          checkedChildren={t('contestHelpers:acInfo.check')}
          unCheckedChildren={t('contestHelpers:acInfo.uncheck')}
          loading={check.isPending && check.variables?.id === row.id}
          onChange={(next) => check.mutate({ id: row.id, checked: next })}
          data-testid={`ac-info-check-${row.id}`}
        />
      ),
    },
  ];

  return (
    <RefreshedTable<ContestAcInfo>
      testId="ac-info-list"
      rowTestId="ac-info-row"
      hint={t('contestHelpers:acInfo.refreshHint')}
      emptyText={t('contestHelpers:acInfo.empty')}
      query={query}
      columns={columns}
      params={params}
      onParams={setParams}
    />
  );
}
