// The group's Problem tab (/group/:groupID/problem): its problem list; a group admin also gets Create and the
// Problem Admin switch (admin=1 in the URL), which shows every problem of the group to edit or delete.
import '@/locales/need/more';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupProblemTable } from '@/features/groups/components/group-problem-table';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import { AdminModeSwitch } from '@/components/admin-mode-switch';
import { GroupProblemAdmin } from '@/features/manage-group/components/group-problem-admin';
import { groupCreateProblemPath } from '@/lib/paths/manage-group';
import '@/features/manage-problems/manage-problems.css';

export default function GroupProblemsPage() {
  const { t } = useTranslation();
  const state = useGroupOutlet();
  const [params, setParams] = useSearchParams();
  const adminMode = state.admin && params.get('admin') === '1';
  if (!state.admin) return <GroupProblemTable state={state} />;
  const toggle = (
    <AdminModeSwitch
      label={t('manageGroup:problem.adminMode')}
      hint={t('manageGroup:problem.adminModeHint')}
      checked={adminMode}
      onChange={(on) => setParams(on ? { admin: '1' } : {})}
      testId="group-problem-admin-mode"
    />
  );
  if (adminMode) {
    return (
      <Space orientation="vertical" size={12} className="group-problem-admin-tab" style={{ width: '100%' }}>
        {toggle}
        <GroupProblemAdmin gid={state.group.id} />
      </Space>
    );
  }
  const actions = (
    <Space wrap>
      <Link to={groupCreateProblemPath(state.group.id)}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="group-problem-create">
          {t('group:problems.create')}
        </Button>
      </Link>
      {toggle}
    </Space>
  );
  return <GroupProblemTable state={state} actions={actions} />;
}
