// Solved problems grouped by difficulty, easiest first, each a link to the problem.
import '@/locales/need/more';
import '@/locales/need/problem-pages';
import { Empty, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SolvedProblem } from '@verdict/shared';
import { DIFFICULTY_LEVELS, difficultyColor } from '@/lib/difficulty';

export function SolvedByDifficulty({ groups }: { groups: Record<string, SolvedProblem[]> }) {
  const { t } = useTranslation();
  const levels = DIFFICULTY_LEVELS.filter((level) => groups[level]?.length);
  if (!levels.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ranks:noSolved')} data-testid="solved-empty" />;
  return (
    <div className="solved-groups" data-testid="solved-by-difficulty">
      {levels.map((level) => (
        <div key={level} className="solved-group" data-testid={`solved-level-${level}`}>
          <Space className="solved-group-title">
            <Tag color={difficultyColor(level)}>{t(`problems:difficulty.${level}`)}</Tag>
            <Typography.Text type="secondary">{t('ranks:problemCount', { count: groups[level].length })}</Typography.Text>
          </Space>
          <div className="solved-group-problems">
            {groups[level].map((p) => (
              <Link key={p.id} to={`/problem/${encodeURIComponent(p.problemId)}`} title={p.title}>
                <Tag>{p.problemId}</Tag>
              </Link>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
