// A group submission (/group/:groupID/submission-detail/:submitID): the submission view inside the group, its
// problem link pointing at the group's problem page.
import '@/locales/need/more';
import { Breadcrumb, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionDetail } from '@/features/submissions/components/submission-detail';
import { useGroupOutlet } from '@/features/groups/hooks/use-group-outlet';
import { groupProblemPath, groupSubmissionsPath } from '@/lib/paths/groups';

export default function GroupSubmissionDetailPage() {
  const { t } = useTranslation();
  const gid = useGroupOutlet().group.id;
  const submitId = Number(useParams().submitID);
  const valid = Number.isInteger(submitId) && submitId > 0;
  return (
    <div className="submission-page">
      <Breadcrumb
        className="back-link"
        items={[{ title: <Link to={groupSubmissionsPath(gid)}>{t('group:tabs.submission')}</Link> }, { title: `#${submitId}` }]}
      />
      {valid ? (
        <SubmissionDetail key={submitId} submitId={submitId} problemPath={(submission) => groupProblemPath(gid, submission.displayPid)} />
      ) : (
        <Result status="404" title={t('messages:Resource_not_found')} data-testid="submission-invalid" />
      )}
    </div>
  );
}
