// The problem form set up for creating (defaults and every local language) or for editing (the problem and its
// cases loaded through the scope), for the back office's and the groups' pages.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useAllLanguages } from '../api/get-languages';
import { useProblemForEdit } from '../hooks/use-problem-for-edit';
import { draftFromProblem, newProblemDraft } from '../model/problem-draft';
import { ProblemForm } from './problem-form';

export function ProblemCreator({ mayPublish }: { mayPublish: boolean }) {
  const languages = useAllLanguages();
  return (
    <QueryState query={languages} rows={12}>
      {(list) => (
        <ProblemForm
          initial={newProblemDraft({ languages: list.map((language) => language.name), mayPublish })}
          languages={list}
          mayPublish={mayPublish}
        />
      )}
    </QueryState>
  );
}

function Editor({ pid, mayPublish }: { pid: number; mayPublish: boolean }) {
  const query = useProblemForEdit(pid);
  return (
    <QueryState query={query} rows={12}>
      {({ problem, cases, languages }) => (
        <ProblemForm key={pid} initial={draftFromProblem(problem, cases)} languages={languages} mayPublish={mayPublish} />
      )}
    </QueryState>
  );
}

/** pid: the route's problem id, null when it is not an id. */
export function ProblemEditor({ pid, mayPublish }: { pid: number | null; mayPublish: boolean }) {
  const { t } = useTranslation();
  if (pid === null) return <Result status="404" title={t('messages:Resource_not_found')} data-testid="problem-not-found" />;
  return <Editor pid={pid} mayPublish={mayPublish} />;
}

/** The internal id of a route parameter; null when it is not a positive integer. */
export const parsePid = (raw: string | undefined): number | null => {
  const pid = Number(raw);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};
