// A problem made inside a contest (/manage/contest/:contestId/problem/create): the back office's problem form; the
// server makes it contest-only and links it under its display id.
import { useParams } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestProblemScope } from '@/features/manage-problems/components/contest-problem-scope';
import { ProblemCreator } from '@/features/manage-problems/components/problem-editors';
import { parseCid } from '@/lib/paths/contests';
import '@/features/manage-problems/manage-problems.css';

export default function ManageContestProblemCreatePage() {
  const { t } = useTranslation();
  const cid = parseCid(useParams().contestId);
  if (cid === null) return <Result status="404" title={t('messages:Resource_not_found')} />;
  return (
    <ContestProblemScope cid={cid}>
      <div className="mp-page" data-testid="contest-problem-create-page">
        <ProblemCreator mayPublish={false} />
      </div>
    </ContestProblemScope>
  );
}
