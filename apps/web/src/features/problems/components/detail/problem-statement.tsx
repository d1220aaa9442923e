// Statement sections: description, input, output, examples, hint and source; content of admin and root authors
// renders as written, everyone else's (and every group problem's) is sanitised (spec 000 §2).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail } from '@verdict/shared';
import { parseExamples } from '../../lib/examples';
import { MarkdownContent } from './markdown-content';
import { ProblemExamples } from './problem-examples';

export const isTrustedContent = (detail: ProblemDetail): boolean => detail.authorRole !== 'user' && detail.problem.gid === null;

export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem } = detail;
  const trusted = isTrustedContent(detail);
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
            <MarkdownContent source={text} trusted={trusted} testId={`problem-${key}`} />
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
          <MarkdownContent source={problem.hint} trusted={trusted} testId="problem-hint" />
        </section>
      )}
      {problem.source?.trim() && (
        <section>
          <Typography.Title level={5}>{t('problems:detail.source')}</Typography.Title>
          <MarkdownContent source={problem.source} trusted={trusted} testId="problem-source" />
        </section>
      )}
    </div>
  );
}
