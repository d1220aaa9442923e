// One message in a list: its unread mark, what it says (the caller's part), the time and the delete button.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

interface MessageItemFrameProps {
  /** false while unread. */
  read: boolean;
  gmtCreate: string;
  onDelete: () => void;
  /** Left of the text (the sender's avatar), if any. */
  aside?: ReactNode;
  /** The first line, after which the "new" mark comes. */
  head: ReactNode;
  children: ReactNode;
}

export function MessageItemFrame({ read, gmtCreate, onDelete, aside, head, children }: MessageItemFrameProps) {
  const { t } = useTranslation();
  return (
    <li className="message-item" data-testid="message-item" data-state={read ? 'read' : 'unread'}>
      {aside}
      <div className="message-item-body">
        <div className="message-item-head">
          {head}
          {!read && (
            <Tag color="red" className="message-new" data-testid="message-new">
              {t('messageCenter:new')}
            </Tag>
          )}
        </div>
        {children}
        <div className="message-item-foot">
          <time dateTime={gmtCreate}>{formatDateTime(gmtCreate)}</time>
          <Tooltip title={t('messageCenter:delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('messageCenter:delete')}
              onClick={onDelete}
              data-testid="message-delete"
            />
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
