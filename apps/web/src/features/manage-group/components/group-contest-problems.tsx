// A group contest's problems (/group/:groupID/admin/contest/:contestId/problems): the problems in it by display id
// with removal after a confirmation, and the group's own problems to add under a display id (HOJ add-contest-problem).
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminContest, AdminContestProblem, GroupAdminProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useGroupAdminProblems } from '../api/group-admin-problems';
import { useAddGroupContestProblem, useGroupContestProblems, useRemoveGroupContestProblem } from '../api/group-contests';
import { groupContestAdminPath } from '../lib/group-contest-paths';

const PICKER_PAGE_SIZE = 10;

function ContestProblemTable({ gid, cid }: { gid: number; cid: number }) {
  const { t } = useTranslation();
  const query = useGroupContestProblems(gid, cid);
  const remove = useRemoveGroupContestProblem(gid);
  const confirmRemove = (row: AdminContestProblem) =>
    withDialogs(({ modal }) =>
      modal.confirm({
        title: t('manageGroup:contest.removeTitle'),
        content: t('manageGroup:contest.removeContent', { id: row.displayId }),
        okButtonProps: { danger: true, 'data-testid': 'confirm-remove' },
        onOk: () => remove.mutateAsync({ cid, pid: row.pid }),
      }),
    );
  const columns: ColumnsType<AdminContestProblem> = [
    { title: t('manageGroup:contest.displayId'), dataIndex: 'displayId', width: 110 },
    { title: t('manageGroup:contest.title'), dataIndex: 'displayTitle', ellipsis: true },
    { title: t('manageGroup:contest.problemId'), dataIndex: 'problemId', width: 140, responsive: ['md'] },
    {
      title: t('manageGroup:contest.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('manageGroup:contest.remove')}
          onClick={() => confirmRemove(row)}
          data-testid={`group-contest-problem-remove-${row.pid}`}
        />
      ),
    },
  ];
  return (
    <QueryState query={query} rows={4}>
      {(page) => (
        <Table
          rowKey="pid"
          size="small"
          columns={columns}
          dataSource={page.records}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('manageGroup:contest.noProblems') }}
          data-testid="group-contest-problem-table"
        />
      )}
    </QueryState>
  );
}

function AddFromGroup({ gid, cid }: { gid: number; cid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [displayIds, setDisplayIds] = useState<Record<number, string>>({});
  const query = useGroupAdminProblems({ gid, keyword: '', currentPage, limit: PICKER_PAGE_SIZE });
  const add = useAddGroupContestProblem(gid);
  const addRow = (row: GroupAdminProblem) => {
    const displayId = (displayIds[row.pid] ?? '').trim();
    if (!displayId) {
      notify.error(t('manageGroup:contest.displayIdRequired'));
      return;
    }
    add.mutate({ cid, pid: row.pid, displayId }, { onSuccess: () => notify.success(t('manageGroup:contest.added')) });
  };
  const columns: ColumnsType<GroupAdminProblem> = [
    { title: t('manageGroup:contest.problemId'), dataIndex: 'problemId', width: 140 },
    { title: t('manageGroup:contest.title'), dataIndex: 'title', ellipsis: true, responsive: ['md'] },
    {
      title: t('manageGroup:contest.displayId'),
      key: 'displayId',
      width: 200,
      render: (_, row) => (
        <Space.Compact>
          <Input
            size="small"
            maxLength={20}
            value={displayIds[row.pid] ?? ''}
            onChange={(event) => setDisplayIds((ids) => ({ ...ids, [row.pid]: event.target.value }))}
            placeholder={t('manageGroup:contest.displayId')}
            data-testid={`group-contest-display-id-${row.pid}`}
          />
          <Button
            size="small"
            icon={<PlusOutlined />}
            loading={add.isPending && add.variables?.pid === row.pid}
            onClick={() => addRow(row)}
            data-testid={`group-contest-add-${row.pid}`}
          >
            {t('manageGroup:contest.add')}
          </Button>
        </Space.Compact>
      ),
    },
  ];
  return (
    <QueryState query={query} rows={4}>
      {(page) => (
        <Table
          rowKey="pid"
          size="small"
          columns={columns}
          dataSource={page.records}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('manageGroup:contest.groupEmpty') }}
          pagination={{
            current: currentPage,
            pageSize: PICKER_PAGE_SIZE,
            total: page.total,
            simple: mobile,
            showSizeChanger: false,
            onChange: setCurrentPage,
          }}
          data-testid="group-contest-problem-picker"
        />
      )}
    </QueryState>
  );
}

export function GroupContestProblems({ gid, contest }: { gid: number; contest: AdminContest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space orientation="vertical" size={16} className="group-contest-problems" data-testid="group-contest-problems">
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(groupContestAdminPath(gid))} data-testid="group-contest-back">
          {t('manageGroup:contest.back')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('manageGroup:contest.problemsHeading', { title: contest.title })}
        </Typography.Title>
      </Space>
      <ContestProblemTable gid={gid} cid={contest.id} />
      <Card size="small" title={t('manageGroup:contest.addHeading')}>
        <AddFromGroup gid={gid} cid={contest.id} />
      </Card>
    </Space>
  );
}
