// The problem form: every section in cards, the browser-side checks of spec 002 §5 on save, then back to the list
// (the back office's or the group's, from the scope).
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useCheckerCompile } from '../hooks/use-checker-compile';
import { useProblemDraft } from '../hooks/use-problem-draft';
import { useProblemAdminScope } from '../hooks/use-problem-admin-scope';
import { useSaveProblem } from '../hooks/use-save-problem';
import { buildSavePayload } from '../model/build-payload';
import { baselineOf, type ProblemDraft } from '../model/problem-draft';
import { validateProblem, type ValidationIssue } from '../model/validate-problem';
import { BasicSection } from './basic-section';
import { ExamplesEditor } from './examples-editor';
import { FilesSection } from './files-section';
import { JudgeSection } from './judge-section';
import { LanguageSection } from './language-section';
import { StatementSection } from './statement-section';
import { TagPicker } from './tag-picker';
import { TestcaseSection } from './testcase-section';

interface ProblemFormProps {
  initial: ProblemDraft;
  languages: LanguageInfo[];
  mayPublish: boolean;
}

function Section({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`manageProblems:section.${name}`)} className="mp-section" data-testid={`section-${name}`}>
      {children}
    </Card>
  );
}

export function ProblemForm({ initial, languages, mayPublish }: ProblemFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { listPath } = useProblemAdminScope();
  const { draft, update } = useProblemDraft(() => initial);
  const [baseline] = useState(() => baselineOf(initial));
  const [compiledKey, setCompiledKey] = useState<string | null>(null);
  const compile = useCheckerCompile(setCompiledKey);
  const save = useSaveProblem();
  const sectionProps = { draft, update };

  const describe = (issue: ValidationIssue): string =>
    t(`manageProblems:${issue.key}`, { ...issue.params, field: issue.field ? t(`manageProblems:field.${issue.field}`) : undefined });

  const submit = () => {
    const issue = validateProblem(draft, baseline, compiledKey);
    if (issue) {
      notify.error(describe(issue));
      return;
    }
    save.mutate(buildSavePayload(draft, baseline), {
      onSuccess: () => {
        notify.success(t(draft.id ? 'manageProblems:toast.updated' : 'manageProblems:toast.created'));
        navigate(listPath);
      },
    });
  };

  return (
    <Form layout="vertical" component="div" className="mp-form" data-testid="problem-form">
      <Section name="basic">
        <BasicSection {...sectionProps} mayPublish={mayPublish} />
      </Section>
      <Section name="statement">
        <StatementSection {...sectionProps} />
      </Section>
      <Section name="examples">
        <ExamplesEditor {...sectionProps} />
      </Section>
      <Section name="tags">
        <TagPicker {...sectionProps} />
      </Section>
      <Section name="languages">
        <LanguageSection {...sectionProps} languages={languages} />
      </Section>
      <Section name="judge">
        <JudgeSection
          {...sectionProps}
          languages={languages}
          baseline={baseline}
          compiledKey={compiledKey}
          compiling={compile.isPending}
          onCompile={() => compile.run(draft)}
        />
      </Section>
      <Section name="files">
        <FilesSection {...sectionProps} />
      </Section>
      <Section name="cases">
        <TestcaseSection {...sectionProps} />
      </Section>
      <div className="mp-save-bar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)} data-testid="problem-form-back">
            {t('manageProblems:action.backToList')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit} data-testid="problem-save">
            {t('manageProblems:action.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
