// A reference solution's verdict: the judge status tag, or Skipped (no local language) / Not verified.
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SolutionVerdict } from '@verdict/shared';
import { JudgeStatusTag } from '@/components/judge/judge-status-tag';
import { outcomeOf } from '../model/verdicts';

const TEST_ID = 'solution-verdict';

export function SolutionVerdictTag({ solution }: { solution: SolutionVerdict }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(solution);
  if (outcome.kind === 'judged') return <JudgeStatusTag status={outcome.status} testId={TEST_ID} />;
  return (
    <Tag data-testid={TEST_ID} data-status={outcome.kind}>
      {t(`problemBatch:verify.${outcome.kind}`)}
    </Tag>
  );
}
