// Back-office problem editing (/manage/problem/edit/:problemId, the internal id): loads the problem and its cases into the form.
import { Result } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { ProblemForm } from '@/features/manage-problems/components/problem-form';
import { useProblemForEdit } from '@/features/manage-problems/hooks/use-problem-for-edit';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import { draftFromProblem } from '@/features/manage-problems/model/problem-draft';
import '@/features/manage-problems/manage-problems.css';

const parsePid = (raw: string | undefined): number | null => {
  const pid = Number(raw);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

export default function ManageProblemEditPage() {
  const { t } = useTranslation();
  const pid = parsePid(useParams().problemId);
  const { manageAll } = useProblemRights();
  const query = useProblemForEdit(pid);

  if (pid === null) return <Result status="404" title={t('messages:Resource_not_found')} data-testid="problem-not-found" />;
  return (
    <div className="mp-page" data-testid="manage-problem-edit">
      <QueryState query={query} rows={12}>
        {({ problem, cases, languages }) => (
          <ProblemForm key={pid} initial={draftFromProblem(problem, cases)} languages={languages} mayPublish={manageAll} />
        )}
      </QueryState>
    </div>
  );
}
