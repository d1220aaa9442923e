// A member's level in the group (applying, refused, member, admin, root) as a coloured tag.
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupLevelCode } from '@verdict/shared';

const COLORS: Record<GroupLevelCode, string> = { 1: 'processing', 2: 'error', 3: 'blue', 4: 'purple', 5: 'gold' };

export function GroupLevelTag({ level }: { level: GroupLevelCode }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[level]} data-testid="member-level" data-level={level}>
      {t(`group:level.${level}`)}
    </Tag>
  );
}
