// The group's Training tab (spec 002 §2.4), inside the group shell's card: the trainings with the caller's progress;
// group admins switch to the admin mode (create, edit, problems, visibility, delete) — the back office's training list in the group's scope.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '@/hooks/use-search-state';
import { AdminTrainingList } from '@/features/manage-trainings/components/admin-training-list';
import { AdminModeSwitch } from '@/features/manage-group/components/admin-mode-switch';
import { GroupTrainingAdminScope } from '@/features/manage-group/components/group-training-admin-scope';
import { useGroupRights } from '@/features/manage-group/hooks/use-group-rights';
import { parseTrainingTabSearch, serializeTrainingTabSearch } from '../lib/tab-search';
import { GroupTrainingTable } from './group-training-table';
import '@/features/trainings/trainings.css';
import '../group-trainings.css';

export function GroupTrainingTab({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const { admin } = useGroupRights(gid);
  const [search, update] = useSearchState(parseTrainingTabSearch, serializeTrainingTabSearch);
  const adminMode = admin && search.admin;
  const toggle = admin && (
    <AdminModeSwitch
      label={t('groupTraining:adminMode')}
      hint={t('groupTraining:adminModeHint')}
      checked={adminMode}
      onChange={(on) => update({ admin: on, currentPage: 1 })}
      testId="group-training-admin-mode"
    />
  );
  return (
    <div className="group-training-tab" data-testid="group-training-tab">
      <div className="group-training-head">
        <Typography.Title level={5} className="group-training-title">
          {t(adminMode ? 'groupTraining:adminMode' : 'groupTraining:heading')}
        </Typography.Title>
        {toggle}
      </div>
      {adminMode ? (
        <GroupTrainingAdminScope gid={gid}>
          <AdminTrainingList />
        </GroupTrainingAdminScope>
      ) : (
        <GroupTrainingTable gid={gid} currentPage={search.currentPage} onPage={(currentPage) => update({ currentPage })} />
      )}
    </div>
  );
}
