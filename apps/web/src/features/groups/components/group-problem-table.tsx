// The group's Problem tab (spec 002 §2.2): my status, display id, title with tags, accepted and total counts, ten a
// page with the page in the URL; a row opens the problem.
import '@/locales/need/more';
import type { HTMLAttributes, ReactNode } from 'react';
import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, type GroupProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { ProblemTags } from '@/components/tags/problem-tags';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { useSearchState } from '@/hooks/use-search-state';
import { useGroupProblems } from '../api/get-group-problems';
import type { GroupState } from '../hooks/use-group-state';
import { parsePageSearch, serializePageSearch } from '../lib/page-search';
import { groupProblemPath } from '@/lib/paths/groups';

const PAGE_SIZE = GROUP_LIMITS.problemPageSize;

/** `actions`: what the page puts beside the search (a group admin's Create and Problem Admin switch). */
export function GroupProblemTable({ state, actions }: { state: GroupState; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMobile();
  const { user } = useSession();
  const gid = state.group.id;
  const [search, update] = useSearchState(parsePageSearch, serializePageSearch);
  const query = useGroupProblems(
    { gid, keyword: search.keyword || undefined, currentPage: search.currentPage, limit: PAGE_SIZE },
    user?.uid ?? null,
  );
  const numberWidth = mobile ? 52 : 80;
  const columns: ColumnsType<GroupProblem> = [
    { key: 'status', width: mobile ? 32 : 44, align: 'center', render: (_, row) => <ProblemStatusIcon status={row.myStatus} /> },
    {
      title: t('group:problems.id'),
      dataIndex: 'problemId',
      width: mobile ? 88 : 140,
      render: (problemId: string) => (
        <Link
          to={groupProblemPath(gid, problemId)}
          onClick={(event) => event.stopPropagation()}
          className="group-problem-id"
          data-testid="group-problem-id"
        >
          {problemId}
        </Link>
      ),
    },
    {
      title: t('group:problems.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <div className="group-problem-title">
          <span data-testid="group-problem-title">{title}</span>
          <ProblemTags tags={row.tags} />
        </div>
      ),
    },
    { title: t('group:problems.ac'), dataIndex: 'ac', width: numberWidth, align: 'right' },
    { title: t('group:problems.total'), dataIndex: 'total', width: numberWidth, align: 'right' },
  ];
  return (
    <div data-testid="group-problems">
      <div className="group-toolbar">
        <Input.Search
          key={search.keyword}
          defaultValue={search.keyword}
          allowClear
          placeholder={t('group:problems.searchPlaceholder')}
          onSearch={(value) => update({ keyword: value.trim(), currentPage: 1 })}
          className="group-toolbar-search"
          data-testid="group-problem-search"
        />
        {actions}
      </div>
      <QueryState query={query} rows={6}>
        {(page) => (
          <Table<GroupProblem>
            rowKey="pid"
            size={mobile ? 'small' : 'middle'}
            columns={columns}
            dataSource={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            locale={{ emptyText: t('group:problems.empty') }}
            rowClassName="group-problem-row"
            onRow={(row) =>
              ({
                onClick: () => navigate(groupProblemPath(gid, row.problemId)),
                'data-testid': 'group-problem-row',
                'data-problem': row.problemId,
              }) as HTMLAttributes<HTMLElement>
            }
            pagination={{
              current: search.currentPage,
              pageSize: PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              simple: mobile,
              hideOnSinglePage: true,
              showTotal: mobile ? undefined : (total) => t('group:problems.totalCount', { total }),
              onChange: (currentPage) => update({ currentPage }),
            }}
            data-testid="group-problem-table"
          />
        )}
      </QueryState>
    </div>
  );
}
