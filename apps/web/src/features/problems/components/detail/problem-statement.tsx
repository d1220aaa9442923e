// Statement sections: description, input, output, examples, hint and source, each sanitised Markdown whoever wrote it,
// shown from the HTML the server rendered it to (the detail's statementHtml), so the page needs neither marked nor KaTeX.
import '@/locales/need/problem-pages';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail, StatementSection } from '@verdict/shared';
import { parseExamples } from '../../lib/examples';
import { MarkdownContent } from '@/components/markdown-content';
import { preloadRenderer } from '@/lib/markdown-loader';
import { ProblemExamples } from './problem-examples';

// A problem page shows a statement the server rendered: the sanitiser loads while the problem's detail is fetched.
preloadRenderer('prerendered');

export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem } = detail;
  const examples = parseExamples(problem.examples);
  const sections: [StatementSection, string][] = [
    ['description', problem.description],
    ['input', problem.input],
    ['output', problem.output],
  ];
  return (
    <div className="problem-statement" data-testid="problem-statement">
      {sections
        .filter(([, text]) => text?.trim())
        .map(([key, text]) => (
          <section key={key}>
            <Typography.Title level={5}>{t(`problems:detail.${key}`)}</Typography.Title>
            <MarkdownContent source={text} html={detail.statementHtml?.[key]} testId={`problem-${key}`} />
          </section>
        ))}
      {examples.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('problems:detail.examples')}</Typography.Title>
          <ProblemExamples examples={examples} />
        </section>
      )}
      {problem.hint?.trim() && (
        <section>
          <Typography.Title level={5}>{t('problems:detail.hint')}</Typography.Title>
          <MarkdownContent source={problem.hint} html={detail.statementHtml?.hint} testId="problem-hint" />
        </section>
      )}
      {problem.source?.trim() && (
        <section>
          <Typography.Title level={5}>{t('problems:detail.source')}</Typography.Title>
          <MarkdownContent source={problem.source} html={detail.statementHtml?.source} testId="problem-source" />
        </section>
      )}
    </div>
  );
}
