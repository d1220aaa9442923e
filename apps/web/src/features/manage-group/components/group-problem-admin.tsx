// The group's "Problem Admin" view (spec 002 §2.3): every problem of the group (any visibility) with create,
// search, edit and delete after a confirmation; only the group root or a problem's creator edits or deletes it.
// The Problem tab shows it when a group admin switches its Problem Admin toggle on. The same rights apply for a
// problem to be public (spec 002 §4).
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Button, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupAdminProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { ProblemAuthTag } from '@/components/problem-auth-select';
import { useProblemListState } from '@/hooks/use-problem-list-state';
import { useDeleteGroupProblem, useGroupAdminProblems } from '../api/group-admin-problems';
import { ApplyPublicButton } from './apply-public-button';
import { useGroupRights } from '@/hooks/use-group-rights';
import { groupCreateProblemPath, groupEditProblemPath } from '@/lib/paths/manage-group';

export function GroupProblemAdmin({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useGroupRights(gid);
  const { state, search, pagination } = useProblemListState();
  const query = useGroupAdminProblems({ gid, ...state });
  const remove = useDeleteGroupProblem();

  const columns: ColumnsType<GroupAdminProblem> = [
    { title: t('manageGroup:problem.id'), dataIndex: 'pid', width: 70, responsive: ['md'] },
    { title: t('manageGroup:problem.displayId'), dataIndex: 'problemId', width: 130 },
    { title: t('manageGroup:problem.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('manageGroup:problem.author'),
      dataIndex: 'author',
      width: 120,
      responsive: ['lg'],
      render: (author: string | null) => author ?? '-',
    },
    {
      title: t('manageGroup:problem.auth'),
      dataIndex: 'auth',
      width: 100,
      responsive: ['sm'],
      render: (auth: number) => <ProblemAuthTag auth={auth} />,
    },
    {
      title: t('manageGroup:problem.modified'),
      dataIndex: 'gmtModified',
      width: 170,
      responsive: ['lg'],
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('groupProblemApply:column'),
      key: 'applyPublic',
      width: 130,
      render: (_, row) => (rights.owns(row) && row.gid === gid ? <ApplyPublicButton gid={gid} row={row} /> : null),
    },
    {
      title: t('manageGroup:problem.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) =>
        // Problems of another group can only be removed from a training or contest (spec 002 §6).
        rights.owns(row) && row.gid === gid ? (
          <EditDeleteActions
            testId={`group-problem-${row.pid}`}
            onEdit={() => navigate(groupEditProblemPath(gid, row.pid))}
            confirmTitle={t('manageGroup:problem.deleteTitle')}
            confirmContent={t('manageGroup:problem.deleteContent', { id: row.problemId, title: row.title })}
            onDelete={() => remove.mutateAsync({ gid, pid: row.pid })}
          />
        ) : null,
    },
  ];

  return (
    <div className="mp-page" data-testid="group-problem-admin">
      <div className="mp-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(groupCreateProblemPath(gid))}
          data-testid="group-admin-problem-create"
        >
          {t('manageGroup:problem.create')}
        </Button>
        <Input.Search
          allowClear
          placeholder={t('manageGroup:problem.search')}
          onSearch={(value) => search(value.trim())}
          className="mp-search"
          data-testid="group-admin-problem-search"
        />
      </div>
      <QueryState query={query} rows={6}>
        {(page) => (
          <Table<GroupAdminProblem>
            rowKey="pid"
            size="middle"
            loading={query.isFetching}
            dataSource={page.records}
            columns={columns}
            pagination={pagination(page.total)}
            // At 375 px the table scrolls inside its card instead of widening the page.
            scroll={{ x: 560 }}
            locale={{ emptyText: t('manageGroup:problem.empty') }}
            onRow={(row) => ({ 'data-testid': `group-admin-problem-${row.problemId}` }) as HTMLAttributes<HTMLElement>}
            data-testid="group-admin-problem-table"
          />
        )}
      </QueryState>
    </div>
  );
}
