// A contest's auth (public, private with a password, protected with registration) as a coloured tag.
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestAuthCode } from '@verdict/shared';

const COLORS: Record<ContestAuthCode, string> = { 0: 'green', 1: 'volcano', 2: 'purple' };

export function ContestAuthTag({ auth }: { auth: ContestAuthCode }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[auth]} data-testid="contest-auth">
      {t(`contest:auth.${auth}`)}
    </Tag>
  );
}
