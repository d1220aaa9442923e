// Difficulty tag: the level's translated name in its colour.
import '@/locales/need/problem-pages';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { difficultyColor } from '@/lib/difficulty';

export function DifficultyTag({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={difficultyColor(level)} data-testid="difficulty-tag">
      {t(`problems:difficulty.${level}`, { defaultValue: String(level) })}
    </Tag>
  );
}
