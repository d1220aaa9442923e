// A training's auth (Public or Private) as a coloured tag.
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingAuth } from '@verdict/shared';

const COLORS: Record<TrainingAuth, string> = { Public: 'green', Private: 'volcano' };

export function TrainingAuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[auth]} data-testid="training-auth">
      {t(`training:auth.${auth}`)}
    </Tag>
  );
}
