// Form section: the languages the problem accepts (at least one) and a code template per language with an enabled switch.
import '@/locales/need/more';
import { Checkbox, Collapse, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LanguageInfo } from '@verdict/shared';
import { CodeEditor } from '@/components/code-editor/code-editor';
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import type { TemplateState } from '../model/problem-draft';
import { FormField } from './form-field';

interface LanguageSectionProps extends DraftSectionProps {
  languages: LanguageInfo[];
}

const EMPTY_TEMPLATE: TemplateState = { code: '', status: false };

export function LanguageSection({ draft, update, languages }: LanguageSectionProps) {
  const { t } = useTranslation();
  const names = languages.map((language) => language.name);
  const selected = new Set(draft.languages);
  const allSelected = names.length > 0 && names.every((name) => selected.has(name));

  const setTemplate = (language: string, patch: Partial<TemplateState>) =>
    update((d) => {
      const current: TemplateState | undefined = d.templates[language];
      return { templates: { ...d.templates, [language]: { ...(current ?? EMPTY_TEMPLATE), ...patch } } };
    });

  const enable = (language: LanguageInfo, status: boolean) => {
    const current = draft.templates[language.name];
    // Enabling an empty template starts from the language's own template.
    setTemplate(language.name, status && !current?.code ? { status, code: language.template } : { status });
  };

  return (
    <>
      <FormField field="languages" required>
        <div data-testid="language-picker">
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && draft.languages.length > 0}
            onChange={(e) => update({ languages: e.target.checked ? names : [] })}
            data-testid="language-select-all"
          >
            {t('manageProblems:form.selectAll')}
          </Checkbox>
          <Checkbox.Group
            className="mp-language-grid"
            value={draft.languages}
            // Keep the judge's order rather than the click order.
            onChange={(values) => update({ languages: names.filter((name) => values.includes(name)) })}
            options={languages.map((language) => ({
              value: language.name,
              label: <span data-testid={`language-${language.key}`}>{language.name}</span>,
            }))}
          />
        </div>
      </FormField>
      {draft.languages.length === 0 ? (
        <Typography.Text type="danger">{t('manageProblems:form.noLanguages')}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          data-testid="template-list"
          items={languages
            .filter((language) => selected.has(language.name))
            .map((language) => {
              const template = draft.templates[language.name];
              return {
                key: language.name,
                label: (
                  <span data-testid={`template-title-${language.key}`}>
                    {t('manageProblems:form.templateFor', { language: language.name })}
                  </span>
                ),
                extra: (
                  <Space onClick={(e) => e.stopPropagation()}>
                    <span>{t('manageProblems:form.templateEnabled')}</span>
                    <Switch
                      size="small"
                      checked={template?.status ?? false}
                      onChange={(status) => enable(language, status)}
                      data-testid={`template-switch-${language.key}`}
                    />
                  </Space>
                ),
                children: (
                  <CodeEditor
                    language={language.name}
                    value={template?.code ?? ''}
                    onChange={(code) => setTemplate(language.name, { code })}
                    minHeight="160px"
                    maxHeight="420px"
                    testId={`template-editor-${language.key}`}
                  />
                ),
              };
            })}
        />
      )}
    </>
  );
}
