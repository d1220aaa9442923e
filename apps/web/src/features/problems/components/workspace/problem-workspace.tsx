// Right side of the problem page: toolbar, editor, online test panel and submit bar, with the client-side checks
// of spec 000 §5 (login, empty code, 65535 characters) before anything is sent.
import '@/locales/need/problem-pages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type ProblemDetail } from '@verdict/shared';
import { problemKeys, submissionKeys } from '@/lib/query-keys';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { openLoginModal } from '@/lib/login-modal-store';
import { CodeEditor } from '@/components/code-editor/code-editor';
import type { SubmitContext, WorkspaceOptions } from '@/lib/problem-view';
import { useOnlineTest } from '../../hooks/use-online-test';
import { useProblemEditor } from '../../hooks/use-problem-editor';
import { useSubmitFlow } from '../../hooks/use-submit-flow';
import { parseExamples } from '../../lib/examples';
import { EditorToolbar } from './editor-toolbar';
import { OnlineTestPanel, type TestRequest } from './online-test-panel';
import { SubmitBar } from './submit-bar';

/** The translation key of what is wrong with the code, if anything. */
const codeProblem = (code: string): string | null => {
  if (code.trim() === '') return 'problems:submit.codeEmpty';
  if (code.length > LIMITS.codeMax) return 'problems:submit.codeTooLong';
  return null;
};

/** The online test's kind follows where the problem is shown. */
const testTypeOf = (context: SubmitContext | undefined) => (context?.cid ? 'contest' : context?.gid ? 'group' : 'public');

interface ProblemWorkspaceProps extends WorkspaceOptions {
  detail: ProblemDetail;
  fill: boolean;
}

export function ProblemWorkspace({
  detail,
  fill,
  submitContext,
  onJudged,
  submitPid,
  editorScope,
  submitBlocked = null,
  submissionPath,
  confirmSubmit,
}: ProblemWorkspaceProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { problem } = detail;
  const editor = useProblemEditor({ scope: editorScope ?? problem.problemId, languages: detail.languages, templates: detail.codeTemplate });
  const [testOpen, setTestOpen] = useState(false);
  const test = useOnlineTest();
  const flow = useSubmitFlow(() => {
    void queryClient.invalidateQueries({ queryKey: problemKeys.details(problem.problemId) });
    void queryClient.invalidateQueries({ queryKey: submissionKeys.lists });
    void queryClient.invalidateQueries({ queryKey: problemKeys.lists });
    onJudged?.();
  }, submitContext?.cid ?? undefined);

  /** Login and code checks shared by submit and online test; false when something is wrong. */
  const ready = (): boolean => {
    if (!user) {
      notify.error(t('messages:Please_login_first'));
      openLoginModal('login');
      return false;
    }
    const issue = codeProblem(editor.code);
    if (issue) {
      notify.error(t(issue, { max: LIMITS.codeMax }));
      return false;
    }
    if (!editor.language) {
      notify.error(t('problems:submit.languageRequired'));
      return false;
    }
    return true;
  };

  const submit = async () => {
    if (!ready() || (confirmSubmit && !(await confirmSubmit()))) return;
    void flow.submit({ ...submitContext, pid: submitPid ?? problem.problemId, language: editor.language, code: editor.code });
  };

  const runTest = ({ userInput, expectedOutput }: TestRequest): boolean => {
    if (!ready()) return false;
    void test.run({
      pid: problem.problemId,
      language: editor.language,
      code: editor.code,
      type: testTypeOf(submitContext),
      userInput,
      expectedOutput,
    });
    return true;
  };

  return (
    <div className={fill ? 'problem-workspace fill' : 'problem-workspace'} data-testid="problem-workspace">
      <EditorToolbar editor={editor} languages={detail.languages} pid={problem.id} loggedIn={user !== null} />
      <div className="editor-area">
        <CodeEditor
          value={editor.code}
          onChange={editor.setCode}
          language={editor.language}
          theme={editor.theme}
          fontSize={editor.fontSize}
          tabSize={editor.tabSize}
          height={fill ? '100%' : undefined}
          minHeight={fill ? undefined : '360px'}
          className="code-editor"
          testId="code-editor"
        />
      </div>
      {testOpen && (
        <OnlineTestPanel examples={parseExamples(problem.examples)} running={test.running} result={test.result} onRun={runTest} />
      )}
      <SubmitBar
        submission={flow.submission}
        busy={flow.busy}
        testOpen={testOpen}
        onToggleTest={() => setTestOpen((open) => !open)}
        onSubmit={() => void submit()}
        onResubmit={flow.retry}
        blocked={submitBlocked}
        detailPath={submissionPath}
      />
    </div>
  );
}
