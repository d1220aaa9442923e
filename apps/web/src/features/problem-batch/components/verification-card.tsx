// Verification result: the summary line and, per problem, its reference solutions' verdicts; brought into view
// when a round starts, since the buttons that start one sit in the cards above.
import '@/locales/need/more';
import { useEffect, useRef } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import type { Verification } from '../hooks/use-verification';
import { ProblemVerdicts } from './problem-verdicts';
import { VerdictSummary } from './verdict-summary';

export function VerificationCard({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const round = verification.pids.join(',');
  useEffect(() => {
    if (round) anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [round]);

  if (!round) return null;
  return (
    <div ref={anchor}>
      <Card title={t('problemBatch:verify.title')} className="pb-card" data-testid="verification-card">
        <QueryState query={verification.verdicts} isEmpty={(problems) => problems.length === 0} emptyText={t('problemBatch:verify.empty')}>
          {(problems) => (
            <div className="pb-stack">
              <VerdictSummary problems={problems} />
              {problems.map((problem) => (
                <ProblemVerdicts key={problem.pid} problem={problem} />
              ))}
            </div>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
