// Form section: judge mode with the checker/interactor editor and its compile button, case mode and judging switches.
import '@/locales/need/more';
import { Alert, Button, Col, Radio, Row, Select, Space, Switch, Tag } from 'antd';
import { CheckCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JudgeMode, LanguageInfo } from '@verdict/shared';
import { CodeEditor } from '@/components/code-editor/code-editor';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { CASE_MODES_BY_TYPE } from '../model/options';
import type { DraftBaseline } from '../model/problem-draft';
import { checkerChanged, checkerKey } from '../model/validate-problem';
import { FormField } from './form-field';

interface JudgeSectionProps extends DraftSectionProps {
  languages: LanguageInfo[];
  baseline: DraftBaseline;
  compiledKey: string | null;
  compiling: boolean;
  onCompile: () => void;
}

const SWITCHES = ['isRemoveEndBlank', 'openCaseResult', 'codeShare'] as const;

const MODE_LABELS: Record<JudgeMode, string> = {
  default: 'judgeModeDefault',
  spj: 'judgeModeSpj',
  interactive: 'judgeModeInteractive',
};

export function JudgeSection({ draft, update, languages, baseline, compiledKey, compiling, onCompile }: JudgeSectionProps) {
  const { t } = useTranslation();
  const checkerLanguages = languages.filter((language) => language.isSpj);
  const checker = draft.judgeMode !== 'default';
  const compiled = compiledKey === checkerKey(draft);
  const mustCompile = checker && draft.spjCode.trim() !== '' && checkerChanged(draft, baseline) && !compiled;

  const changeMode = (judgeMode: JudgeMode) =>
    update((d) => ({ judgeMode, spjLanguage: d.spjLanguage || (judgeMode === 'default' ? '' : (checkerLanguages[0]?.name ?? '')) }));

  return (
    <>
      <FormField field="judgeMode">
        <Radio.Group
          value={draft.judgeMode}
          onChange={(e) => changeMode(e.target.value as JudgeMode)}
          options={(Object.keys(MODE_LABELS) as JudgeMode[]).map((mode) => ({
            value: mode,
            label: <span data-testid={`judge-mode-${mode}`}>{t(`manageProblems:form.${MODE_LABELS[mode]}`)}</span>,
          }))}
        />
      </FormField>
      {checker && (
        <div className="mp-checker" data-testid="checker-editor">
          <Alert type="info" showIcon title={t(`manageProblems:form.checkerHelp.${draft.judgeMode}`)} className="mp-checker-help" />
          <Space wrap className="mp-checker-bar">
            <Select
              value={draft.spjLanguage || undefined}
              onChange={(spjLanguage: string) => update({ spjLanguage })}
              options={checkerLanguages.map((language) => ({ value: language.name, label: language.name }))}
              style={{ minWidth: 180 }}
              placeholder={t('manageProblems:field.spjLanguage')}
              data-testid="checker-language"
            />
            <Button
              icon={<ToolOutlined />}
              loading={compiling}
              onClick={onCompile}
              disabled={!draft.spjCode.trim() || !draft.spjLanguage}
              data-testid="checker-compile"
            >
              {t('manageProblems:form.compile')}
            </Button>
            {compiled && (
              <Tag color="success" icon={<CheckCircleOutlined />}>
                {t('manageProblems:form.compiled')}
              </Tag>
            )}
            {mustCompile && <Tag color="warning">{t('manageProblems:form.notCompiled')}</Tag>}
          </Space>
          <CodeEditor
            language={draft.spjLanguage || 'C++'}
            value={draft.spjCode}
            onChange={(spjCode) => update({ spjCode })}
            minHeight="240px"
            maxHeight="520px"
            testId="checker-code"
          />
        </div>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField field="judgeCaseMode">
            <Select
              value={draft.judgeCaseMode}
              onChange={(judgeCaseMode) => update({ judgeCaseMode })}
              options={CASE_MODES_BY_TYPE[draft.type].map((mode) => ({ value: mode, label: t(`manageProblems:form.caseMode.${mode}`) }))}
              data-testid="field-judgeCaseMode"
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <Space orientation="vertical" className="mp-switches">
            {SWITCHES.map((field) => (
              <Space key={field}>
                <Switch
                  size="small"
                  checked={draft[field]}
                  onChange={(value) => update({ [field]: value })}
                  data-testid={`field-${field}`}
                />
                <span>{t(`manageProblems:field.${field}`)}</span>
              </Space>
            ))}
          </Space>
        </Col>
      </Row>
    </>
  );
}
