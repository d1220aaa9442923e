// A group's auth (public, protected, private) as a coloured tag.
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupAuthCode } from '@verdict/shared';

const COLORS: Record<GroupAuthCode, string> = { 1: 'green', 2: 'orange', 3: 'red' };

export function GroupAuthTag({ auth }: { auth: GroupAuthCode }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[auth]} data-testid="group-auth" data-auth={auth}>
      {t(`group:auth.${auth}`)}
    </Tag>
  );
}

/** The Hidden tag of a group left out of the list for non-members. */
export function GroupHiddenTag({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (visible) return null;
  return (
    <Tag color="default" data-testid="group-hidden">
      {t('group:list.hidden')}
    </Tag>
  );
}
