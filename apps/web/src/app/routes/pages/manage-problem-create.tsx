// Back-office problem creation (/manage/problem/create): the problem form with defaults and every local language.
import { QueryState } from '@/components/query-state';
import { useAllLanguages } from '@/features/manage-problems/api/get-languages';
import { ProblemForm } from '@/features/manage-problems/components/problem-form';
import { useProblemRights } from '@/features/manage-problems/hooks/use-problem-rights';
import { newProblemDraft } from '@/features/manage-problems/model/problem-draft';
import '@/features/manage-problems/manage-problems.css';

export default function ManageProblemCreatePage() {
  const languages = useAllLanguages();
  const { manageAll } = useProblemRights();
  return (
    <div className="mp-page" data-testid="manage-problem-create">
      <QueryState query={languages} rows={12}>
        {(list) => (
          <ProblemForm
            initial={newProblemDraft({ languages: list.map((language) => language.name), mayPublish: manageAll })}
            languages={list}
            mayPublish={manageAll}
          />
        )}
      </QueryState>
    </div>
  );
}
