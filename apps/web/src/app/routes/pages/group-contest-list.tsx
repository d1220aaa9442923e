// The group's Contest tab (/group/:groupID/contest, spec 002 §2.5), inside the group shell's card: the group's
// contests as the contest list draws them (opening one leads to /contest/:id, which lets members in); group admins
// switch to the admin mode (create, edit, problems, announcements, visibility, delete).
import '@/locales/need/more';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminModeSwitch } from '@/components/admin-mode-switch';
import { TrainingNotFound } from '@/components/training-not-found';
import { useGidParam } from '@/hooks/use-gid-param';
import { useGroupRights } from '@/hooks/use-group-rights';
import { useSearchState } from '@/hooks/use-search-state';
import { ContestListItem } from '@/features/contests/components/contest-list-item';
import {
  parseTrainingTabSearch as parseTabSearch,
  serializeTrainingTabSearch as serializeTabSearch,
} from '@/features/group-trainings/lib/tab-search';
import { GroupContestList } from '@/features/groups/components/group-contest-list';
import { GroupContestAdminTable } from '@/features/manage-group/components/group-contest-admin-table';
import '@/features/contests/contests.css';
import '@/features/groups/group-contests.css';

function GroupContestTab({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const { admin } = useGroupRights(gid);
  const [search, update] = useSearchState(parseTabSearch, serializeTabSearch);
  const adminMode = admin && search.admin;
  return (
    <div className="group-contest-tab" data-testid="group-contest-tab">
      <div className="group-contest-head">
        <Typography.Title level={5}>{t(adminMode ? 'manageGroup:contest.adminMode' : 'group:contest.heading')}</Typography.Title>
        {admin && (
          <AdminModeSwitch
            label={t('manageGroup:contest.adminMode')}
            hint={t('manageGroup:contest.adminModeHint')}
            checked={adminMode}
            onChange={(on) => update({ admin: on, currentPage: 1 })}
            testId="group-contest-admin-mode"
          />
        )}
      </div>
      {adminMode ? (
        <GroupContestAdminTable gid={gid} />
      ) : (
        <GroupContestList
          gid={gid}
          currentPage={search.currentPage}
          onPage={(currentPage) => update({ currentPage })}
          renderItem={(contest) => <ContestListItem contest={contest} />}
        />
      )}
    </div>
  );
}

export default function GroupContestListPage() {
  const gid = useGidParam();
  return gid === null ? <TrainingNotFound /> : <GroupContestTab key={gid} gid={gid} />;
}
