// A contest's problems in the back office: search, "add from public problems" (asking the display id), and per row
// the display id, display title and balloon colour edited in place, the original problem, and removal after a
// confirmation.
import '@/locales/need/more';
import { useState, type HTMLAttributes } from 'react';
import { Button, ColorPicker, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIMITS as L, type AdminContest, type AdminContestProblem } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { notify } from '@/lib/notify';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useProblemListState } from '@/hooks/use-problem-list-state';
import {
  useAdminContestProblems,
  useRemoveContestProblem,
  useUpdateContestProblem,
  type ContestProblemValues,
} from '../api/contest-problems';
import { suggestDisplayId } from '../model/display-id';
import { CONTEST_ADMIN_LIST_PATH, createContestProblemPath, editContestProblemPath } from '@/lib/paths/manage-contests';
import { CommitInput } from './commit-input';
import { ContestProblemPicker } from './contest-problem-picker';

/** Saves one field of a row with the row's other values (the call takes them all). */
const useSaveField = (cid: number) => {
  const { t } = useTranslation();
  const update = useUpdateContestProblem();
  return (row: AdminContestProblem, patch: Partial<ContestProblemValues>) =>
    update.mutate(
      {
        cid,
        pid: row.pid,
        displayId: row.displayId ?? row.problemId,
        displayTitle: row.displayTitle ?? row.title,
        color: row.color,
        ...patch,
      },
      { onSuccess: () => notify.success(t('manageContest:toast.updated')) },
    );
};

export function ContestProblemsAdmin({ contest }: { contest: AdminContest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cid = contest.id;
  const list = useProblemListState();
  const query = useAdminContestProblems(cid, { ...list.state, queryExisted: true });
  const save = useSaveField(cid);
  const remove = useRemoveContestProblem();
  const confirmDelete = useConfirmDelete();
  const [pickerOpen, setPickerOpen] = useState(false);

  const askRemove = (row: AdminContestProblem) =>
    confirmDelete({
      title: t('manageContest:problem.removeTitle'),
      content: t('manageContest:problem.removeContent', { id: row.displayId, title: row.displayTitle ?? row.title }),
      onConfirm: () => remove.mutateAsync({ cid, pid: row.pid }),
    });

  const columns: ColumnsType<AdminContestProblem> = [
    {
      title: t('manageContest:problem.displayId'),
      dataIndex: 'displayId',
      width: 130,
      render: (displayId: string | null, row) => (
        <CommitInput
          key={displayId}
          value={displayId ?? ''}
          maxLength={L.displayIdMax}
          onCommit={(value) => save(row, { displayId: value })}
          testId={`display-id-${row.pid}`}
        />
      ),
    },
    {
      title: t('manageContest:problem.displayTitle'),
      dataIndex: 'displayTitle',
      width: 240,
      render: (displayTitle: string | null, row) => (
        <CommitInput
          key={displayTitle}
          value={displayTitle ?? row.title}
          maxLength={L.displayTitleMax}
          onCommit={(value) => save(row, { displayTitle: value })}
          testId={`display-title-${row.pid}`}
        />
      ),
    },
    {
      title: t('manageContest:problem.color'),
      dataIndex: 'color',
      width: 90,
      render: (color: string | null, row) => (
        <ColorPicker
          key={color}
          size="small"
          disabledAlpha
          allowClear
          defaultValue={color ?? undefined}
          onChangeComplete={(next) => save(row, { color: next.toHexString() })}
          onClear={() => save(row, { color: null })}
          data-testid={`color-${row.pid}`}
        />
      ),
    },
    { title: t('manageContest:problem.originalId'), dataIndex: 'problemId', width: 110 },
    { title: t('manageContest:problem.originalTitle'), dataIndex: 'title', ellipsis: true },
    {
      title: t('manageContest:actions'),
      key: 'remove',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={t('manageContest:edit')}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              onClick={() => navigate(editContestProblemPath(cid, row.pid))}
              data-testid={`edit-problem-${row.pid}`}
            />
          </Tooltip>
          <Tooltip title={t('manageContest:problem.remove')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => askRemove(row)}
              data-testid={`remove-problem-${row.pid}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="contest-problems-admin">
      <Typography.Title level={4} className="mt-heading">
        {contest.title}
      </Typography.Title>
      <div className="mp-toolbar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(CONTEST_ADMIN_LIST_PATH)}>
            {t('manageContest:backToList')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPickerOpen(true)} data-testid="open-problem-picker">
            {t('training:manage.addFromPublic')}
          </Button>
          <Button icon={<FileAddOutlined />} onClick={() => navigate(createContestProblemPath(cid))} data-testid="create-contest-problem">
            {t('manageContest:problem.create')}
          </Button>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('training:manage.problemSearch')}
          onSearch={(value) => list.search(value.trim())}
          className="mp-search"
          data-testid="contest-problem-search"
        />
      </div>
      <QueryState query={query} rows={6}>
        {(page) => (
          <Table<AdminContestProblem>
            rowKey="pid"
            size="middle"
            loading={query.isFetching && query.isPlaceholderData}
            dataSource={page.records}
            columns={columns}
            pagination={list.pagination(page.total)}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('contest:problems.empty') }}
            onRow={(row) => ({ 'data-testid': `admin-contest-problem-${row.displayId}` }) as HTMLAttributes<HTMLElement>}
            data-testid="contest-problems-table"
          />
        )}
      </QueryState>
      <ContestProblemPicker
        cid={cid}
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        suggestedId={suggestDisplayId(query.data?.total ?? 0)}
      />
    </div>
  );
}
