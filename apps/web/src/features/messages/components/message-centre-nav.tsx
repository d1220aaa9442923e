// The message centre's menu: the five kinds with their unread badges (capped at 99+); a side column on wide
// screens, a wrapping bar of pills above the list on narrow ones (messages.css).
import '@/locales/need/more';
import { Badge } from 'antd';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@verdict/shared';
import { useUnreadMessageCount } from '../api/get-unread-message-count';
import { MESSAGE_KINDS } from '../lib/kinds';

export function MessageCentreNav() {
  const { t } = useTranslation();
  const { data } = useUnreadMessageCount(true);
  return (
    <nav className="message-nav" aria-label={t('messageCenter:title')}>
      {MESSAGE_KINDS.map(({ kind, counter }) => (
        <NavLink key={kind} to={`/message/${kind}`} className="message-nav-item" data-testid={`message-nav-${kind}`}>
          <span>{t(`nav:msg.${kind}`)}</span>
          <Badge
            count={data?.[counter] ?? 0}
            overflowCount={LIMITS.unreadBadgeCap}
            size="small"
            data-testid={`message-nav-${kind}-count`}
          />
        </NavLink>
      ))}
    </nav>
  );
}
