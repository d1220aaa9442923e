// A contest problem's editing (/manage/contest/:contestId/problem/:problemId/edit, the internal id): the back
// office's problem form, returning to the contest's problems.
import { useParams } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestProblemScope } from '@/features/manage-problems/components/contest-problem-scope';
import { parsePid, ProblemEditor } from '@/features/manage-problems/components/problem-editors';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import { parseCid } from '@/lib/paths/contests';
import '@/features/manage-problems/manage-problems.css';

export default function ManageContestProblemEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const cid = parseCid(params.contestId);
  const { manageAll } = useProblemRights();
  if (cid === null) return <Result status="404" title={t('messages:Resource_not_found')} />;
  return (
    <ContestProblemScope cid={cid}>
      <div className="mp-page" data-testid="contest-problem-edit-page">
        <ProblemEditor pid={parsePid(params.problemId)} mayPublish={manageAll} />
      </div>
    </ContestProblemScope>
  );
}
