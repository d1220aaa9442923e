// Statement sections: description, input, output, examples, hint and source, each sanitised Markdown whoever wrote it.
import '@/locales/need/problem-pages';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail } from '@verdict/shared';
import { parseExamples } from '../../lib/examples';
import { MarkdownContent } from '@/components/markdown-content';
import { preloadMarkdown } from '@/lib/markdown-loader';
import { ProblemExamples } from './problem-examples';

// A problem page shows a statement, mostly with math: its renderer loads while the problem's detail is fetched.
preloadMarkdown();

export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem } = detail;
  const examples = parseExamples(problem.examples);
  const sections: [string, string][] = [
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
            <MarkdownContent source={text} testId={`problem-${key}`} />
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
          <MarkdownContent source={problem.hint} testId="problem-hint" />
        </section>
      )}
      {problem.source?.trim() && (
        <section>
          <Typography.Title level={5}>{t('problems:detail.source')}</Typography.Title>
          <MarkdownContent source={problem.source} testId="problem-source" />
        </section>
      )}
    </div>
  );
}
