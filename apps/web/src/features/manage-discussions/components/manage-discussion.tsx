// The discussion back office (/manage/discussion): a tab of posts (keyword search, pin, ban, delete) and a tab of
// reports (unread first, marked read).
import '@/locales/need/more';
import { useState } from 'react';
import { Card, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';
import { PagedQueryState } from '@/components/paged-query-state';
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
      <PagedQueryState
        query={query}
        currentPage={params.currentPage}
        pageSize={params.limit}
        onPageChange={(currentPage) => update({ currentPage })}
        emptyText={t('manageDiscussion:empty')}
        showTotal={(total) => t('manageDiscussion:total', { total })}
      >
        {(rows, pagination) => <AdminDiscussionTable rows={rows} loading={query.isFetching} pagination={pagination} />}
      </PagedQueryState>
    </>
  );
}

function ReportTab() {
  const { t } = useTranslation();
  const [currentPage, setPage] = useState(1);
  const query = useReportList({ currentPage, limit: ADMIN_LIST_PAGE_SIZE });
  return (
    <PagedQueryState
      query={query}
      currentPage={currentPage}
      pageSize={ADMIN_LIST_PAGE_SIZE}
      onPageChange={setPage}
      emptyText={t('manageDiscussion:noReports')}
      showTotal={(total) => t('manageDiscussion:total', { total })}
    >
      {(rows, pagination) => <ReportTable rows={rows} loading={query.isFetching} pagination={pagination} />}
    </PagedQueryState>
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
