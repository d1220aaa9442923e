// A contest submission (/contest/:contestID/problem/:problemID/submission-detail/:submitID): the submission view,
// its problem link pointing into the contest.
import '@/locales/need/more';
import { Breadcrumb, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionDetail } from '@/features/submissions/components/submission-detail';
import { ContestUnlocked } from '@/features/contests/components/contest-locked';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { contestProblemPath, contestSubmissionsPath } from '@/lib/paths/contests';

export default function ContestSubmissionDetailPage() {
  const { t } = useTranslation();
  const state = useContestOutlet();
  const { problemID = '', submitID = '' } = useParams();
  const cid = state.contest.id;
  const submitId = Number(submitID);
  const valid = Number.isInteger(submitId) && submitId > 0;
  return (
    <ContestUnlocked state={state}>
      <div className="submission-page">
        <Breadcrumb
          className="back-link"
          items={[
            { title: <Link to={contestSubmissionsPath(cid)}>{state.contest.title}</Link> },
            { title: <Link to={contestProblemPath(cid, problemID)}>{problemID}</Link> },
            { title: t('contest:submissions.detail', { id: submitID }) },
          ]}
        />
        {valid ? (
          <SubmissionDetail
            key={submitId}
            submitId={submitId}
            problemPath={(submission) => contestProblemPath(cid, submission.displayPid)}
          />
        ) : (
          <Result status="404" title={t('messages:Resource_not_found')} data-testid="submission-invalid" />
        )}
      </div>
    </ContestUnlocked>
  );
}
