// The focus-mode bottom strip: every problem of the set (display id and the caller's status, the current one
// highlighted and kept in view) in a horizontal scroller between the previous and next buttons.
import '@/locales/need/problem-pages';
import { useEffect, useRef } from 'react';
import { Button, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FullScreenProblem } from '@verdict/shared';
import { ProblemStatusIcon } from '@/components/judge/problem-status-icon';
import { neighbours } from './neighbours';

interface ProblemStripProps {
  problems: FullScreenProblem[];
  /** Display id of the problem shown. */
  current: string;
  /** The focus-mode route of a problem of the set. */
  linkTo: (problem: FullScreenProblem) => string;
}

export function ProblemStrip({ problems, current, linkTo }: ProblemStripProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { previous, next } = neighbours(problems, current);
  const currentItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    currentItem.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav className="focus-strip" aria-label={t('focusMode:problems')} data-testid="focus-strip">
      <Button
        icon={<LeftOutlined />}
        disabled={!previous}
        onClick={() => previous && navigate(linkTo(previous))}
        aria-label={t('focusMode:previous')}
        data-testid="focus-previous"
      />
      <div className="focus-strip-list">
        {problems.map((problem) => {
          const isCurrent = problem.problemId === current;
          return (
            <Tooltip key={problem.pid} title={problem.title}>
              <Link
                to={linkTo(problem)}
                ref={isCurrent ? currentItem : undefined}
                className={isCurrent ? 'focus-strip-item current' : 'focus-strip-item'}
                aria-current={isCurrent ? 'page' : undefined}
                data-testid="focus-strip-item"
                data-problem={problem.problemId}
              >
                <span className="focus-strip-id">{problem.problemId}</span>
                <ProblemStatusIcon status={problem.myStatus} />
              </Link>
            </Tooltip>
          );
        })}
      </div>
      <Button
        icon={<RightOutlined />}
        disabled={!next}
        onClick={() => next && navigate(linkTo(next))}
        aria-label={t('focusMode:next')}
        data-testid="focus-next"
      />
    </nav>
  );
}
