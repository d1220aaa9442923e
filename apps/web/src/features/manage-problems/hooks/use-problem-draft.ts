// The problem form's state: the working copy and a shallow-merge updater the sections share.
import { useCallback, useState } from 'react';
import type { ProblemDraft } from '../model/problem-draft';

export type DraftUpdate = (patch: Partial<ProblemDraft> | ((draft: ProblemDraft) => Partial<ProblemDraft>)) => void;

export interface DraftSectionProps {
  draft: ProblemDraft;
  update: DraftUpdate;
}

export const useProblemDraft = (initial: () => ProblemDraft) => {
  const [draft, setDraft] = useState(initial);
  const update = useCallback<DraftUpdate>(
    (patch) => setDraft((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  return { draft, update };
};
