// Message menu: the bell with a red unread badge (capped at 99) and links to the five message kinds.
import { Badge, Button, Dropdown } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type UnreadMessageCount } from '@verdict/shared';
import { totalUnread, useUnreadMessageCount } from '../api/get-unread-message-count';

/** Menu key (route child) and the unread counter it reads. */
const KINDS: { key: string; count: keyof UnreadMessageCount }[] = [
  { key: 'discuss', count: 'comment' },
  { key: 'reply', count: 'reply' },
  { key: 'like', count: 'like' },
  { key: 'sys', count: 'sys' },
  { key: 'mine', count: 'mine' },
];

export function MessageMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUnreadMessageCount(true);
  const total = totalUnread(data);
  const items = KINDS.map(({ key, count }) => ({
    key,
    label: (
      <span className="message-item" data-testid={`msg-${key}`}>
        {t(`nav:msg.${key}`)}
        <Badge count={data?.[count] ?? 0} overflowCount={LIMITS.unreadBadgeCap} size="small" />
      </span>
    ),
  }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(`/message/${key}`) }} trigger={['click']}>
      <Button type="text" aria-label={t('nav:messages')} data-testid="message-menu">
        <Badge count={total} overflowCount={LIMITS.unreadBadgeCap} size="small" data-testid="unread-badge">
          <BellOutlined className="nav-icon" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
