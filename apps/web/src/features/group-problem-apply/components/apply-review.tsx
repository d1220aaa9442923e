// The group problem review (/manage/group-problem/apply, root and problem admins): problems applying to be public
// first, then the public and refused ones; a progress filter and a keyword; 10 a page, refreshed every 10 s.
import '@/locales/need/more';
import { useState } from 'react';
import { Card, Input, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress, GROUP_PROBLEM_APPLY_PAGE_SIZE, type GroupProblemApplyRow } from '@verdict/shared';
import { ApplyProgressTag } from '@/components/tags/apply-progress-tag';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { groupProblemPath } from '@/lib/paths/groups';
import { useGroupProblemApplyList } from '../api/group-problem-apply';
import { ApplyReviewActions } from './apply-review-actions';

const FILTERS = ['all', ApplyPublicProgress.Applying, ApplyPublicProgress.Public, ApplyPublicProgress.Refused] as const;

/** The group problem while it is in its group, the public problem once it has left it. */
const problemLink = (row: GroupProblemApplyRow) =>
  row.gid === null ? `/problem/${encodeURIComponent(row.problemId)}` : groupProblemPath(row.gid, row.problemId);

export function ApplyReview() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>(ApplyPublicProgress.Applying);
  const [currentPage, setPage] = useState(1);
  const progress = filter === 'all' ? undefined : filter;
  const query = useGroupProblemApplyList({ keyword, progress, currentPage, limit: GROUP_PROBLEM_APPLY_PAGE_SIZE });

  const columns: ColumnsType<GroupProblemApplyRow> = [
    { title: t('groupProblemApply:id'), dataIndex: 'pid', width: 70, responsive: ['md'] },
    { title: t('groupProblemApply:displayId'), dataIndex: 'problemId', width: 130 },
    {
      title: t('groupProblemApply:title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={problemLink(row)} target="_blank">
          {title}
        </Link>
      ),
    },
    {
      title: t('groupProblemApply:group'),
      dataIndex: 'groupName',
      width: 150,
      ellipsis: true,
      responsive: ['lg'],
      render: (name: string | null, row) =>
        row.gid === null ? t('groupProblemApply:leftGroup') : <Link to={`/group/${row.gid}`}>{name}</Link>,
    },
    { title: t('groupProblemApply:author'), dataIndex: 'author', width: 120, ellipsis: true, responsive: ['md'] },
    {
      title: t('groupProblemApply:progressColumn'),
      dataIndex: 'applyPublicProgress',
      width: 100,
      render: (value: number) => <ApplyProgressTag progress={value} />,
    },
    {
      title: t('groupProblemApply:modified'),
      dataIndex: 'gmtModified',
      width: 160,
      responsive: ['xl'],
      render: (v: string) => formatDateTime(v),
    },
    { title: t('groupProblemApply:actions'), key: 'actions', width: 150, render: (_, row) => <ApplyReviewActions row={row} /> },
  ];

  return (
    <Card className="mp-page" title={t('groupProblemApply:heading')} data-testid="group-problem-apply">
      <div className="mp-toolbar">
        <Segmented
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={FILTERS.map((value) => ({
            value,
            label: (
              <span data-testid={`apply-filter-${value}`}>
                {t(value === 'all' ? 'groupProblemApply:all' : `groupProblemApply:progress.${value}`)}
              </span>
            ),
          }))}
        />
        <Input.Search
          allowClear
          className="mp-search"
          placeholder={t('groupProblemApply:search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          data-testid="apply-search"
        />
      </div>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('groupProblemApply:empty')}>
        {(page) => (
          <Table<GroupProblemApplyRow>
            rowKey="pid"
            size="middle"
            loading={query.isFetching}
            dataSource={page.records}
            columns={columns}
            pagination={{
              current: currentPage,
              pageSize: GROUP_PROBLEM_APPLY_PAGE_SIZE,
              total: page.total,
              showTotal: (total) => t('groupProblemApply:total', { total }),
              onChange: setPage,
            }}
            // At 375 px the table scrolls inside the card instead of widening the page.
            scroll={{ x: 640 }}
            data-testid="group-problem-apply-table"
          />
        )}
      </QueryState>
    </Card>
  );
}
