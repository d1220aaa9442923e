// Compiling the checker or interactor: success toast, or the Compile Error dialog with the compiler's message.
import '@/locales/need/more';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';
import { useCompileSpj } from '../api/compile-spj';
import type { ProblemDraft } from '../model/problem-draft';
import { useProblemAdminScope } from './use-problem-admin-scope';
import { checkerKey } from '../model/validate-problem';

/** Compile errors come back as 400 with the compiler output; anything else (no judge online…) is a plain error. */
const isCompileError = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

export const useCheckerCompile = (onResult: (compiledKey: string | null) => void) => {
  const { t } = useTranslation();
  const compile = useCompileSpj();
  const { gid } = useProblemAdminScope();

  const run = (draft: ProblemDraft) => {
    if (draft.judgeMode === 'default') return;
    const extraFiles = Object.fromEntries(draft.judgeExtraFiles.map((file) => [file.name.trim(), file.content]));
    compile.mutate(
      { code: draft.spjCode, language: draft.spjLanguage, mode: draft.judgeMode, extraFiles, gid },
      {
        onSuccess: () => {
          onResult(checkerKey(draft));
          notify.success(t('manageProblems:toast.compiled'));
        },
        onError: (error) => {
          onResult(null);
          if (!isCompileError(error)) {
            notify.error(error.message);
            return;
          }
          withDialogs(({ modal }) =>
            modal.error({
              title: t('manageProblems:toast.compileError'),
              width: 760,
              content: createElement('pre', { className: 'mp-compile-error', 'data-testid': 'compile-error-message' }, error.message),
            }),
          );
        },
      },
    );
  };

  return { run, isPending: compile.isPending };
};
