// The discussion back office (/manage/discussion): a tab of posts (keyword search, pin, ban, delete) and a tab of
// reports (unread first, marked read).
import { useState } from 'react';
import { Card, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useAdminKeywordSearch } from '@/hooks/use-admin-list-search';
import { useAdminDiscussionList, useReportList } from '../api/admin-discussions';
import { AdminDiscussionTable } from './admin-discussion-table';
import { ReportTable } from './report-table';

function DiscussionTab() {
  const { t } = useTranslation();
  const { params, update } = useAdminKeywordSearch();
  const query = useAdminDiscussionList(params);
  return (
    <>
      <Input.Search
        className="md-search"
        allowClear
        defaultValue={params.keyword}
        placeholder={t('manageDiscussion:searchPlaceholder')}
        onSearch={(keyword) => update({ keyword, currentPage: 1 })}
        data-testid="admin-discussion-search"
      />
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('manageDiscussion:empty')}>
        {(page) => (
          <AdminDiscussionTable
            rows={page.records}
            loading={query.isFetching}
            pagination={{
              current: params.currentPage,
              pageSize: params.limit,
              total: page.total,
              showTotal: (total) => t('manageDiscussion:total', { total }),
              onChange: (currentPage) => update({ currentPage }),
            }}
          />
        )}
      </QueryState>
    </>
  );
}

function ReportTab() {
  const { t } = useTranslation();
  const [currentPage, setPage] = useState(1);
  const query = useReportList({ currentPage, limit: ADMIN_LIST_PAGE_SIZE });
  return (
    <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('manageDiscussion:noReports')}>
      {(page) => (
        <ReportTable
          rows={page.records}
          loading={query.isFetching}
          pagination={{
            current: currentPage,
            pageSize: ADMIN_LIST_PAGE_SIZE,
            total: page.total,
            showTotal: (total) => t('manageDiscussion:total', { total }),
            onChange: setPage,
          }}
        />
      )}
    </QueryState>
  );
}

export function ManageDiscussion() {
  const { t } = useTranslation();
  return (
    <Card className="mp-page" title={t('manageDiscussion:heading')} data-testid="manage-discussion">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'discussions', label: t('manageDiscussion:discussionsTab'), children: <DiscussionTab /> },
          { key: 'reports', label: <span data-testid="reports-tab">{t('manageDiscussion:reportsTab')}</span>, children: <ReportTab /> },
        ]}
      />
    </Card>
  );
}
