// The group's Training tab (/group/:groupID/training, spec 002 §2.4), inside the group shell's card: the trainings
// with the caller's progress; group admins switch to the admin mode (create, edit, problems, visibility, delete) —
// the back office's training list (manage-trainings) in the group's scope (manage-group).
import '@/locales/need/more';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminModeSwitch } from '@/components/admin-mode-switch';
import { TrainingNotFound } from '@/components/training-not-found';
import { useGidParam } from '@/hooks/use-gid-param';
import { useGroupRights } from '@/hooks/use-group-rights';
import { useSearchState } from '@/hooks/use-search-state';
import { GroupTrainingTable } from '@/features/group-trainings/components/group-training-table';
import { parseTrainingTabSearch, serializeTrainingTabSearch } from '@/features/group-trainings/lib/tab-search';
import { GroupTrainingAdminScope } from '@/features/manage-group/components/group-training-admin-scope';
import { AdminTrainingList } from '@/features/manage-trainings/components/admin-training-list';
import '@/features/trainings/trainings.css';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';
import '@/features/group-trainings/group-trainings.css';

function GroupTrainingTab({ gid }: { gid: number }) {
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

export default function GroupTrainingListPage() {
  const gid = useGidParam();
  return gid === null ? <TrainingNotFound /> : <GroupTrainingTab key={gid} gid={gid} />;
}
