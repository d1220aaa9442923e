// A comment, reply or like from another user: who, what they did, what they wrote, what it answered and where.
import '@/locales/need/more';
import { Avatar, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '@verdict/shared';
import { isSitePath } from '../lib/site-path';
import { MessageItemFrame } from './message-item-frame';

const userHome = (username: string) => `/user-home?username=${encodeURIComponent(username)}`;

export function UserMessageItem({ message, onDelete }: { message: UserMessage; onDelete: () => void }) {
  const { t } = useTranslation();
  const sender = message.senderUsername;
  return (
    <MessageItemFrame
      read={message.state}
      gmtCreate={message.gmtCreate}
      onDelete={onDelete}
      aside={<Avatar className="message-avatar" src={message.senderAvatar ?? undefined} icon={<UserOutlined />} alt="" />}
      head={
        <span className="message-action">
          {sender ? (
            <Link to={userHome(sender)} className="message-sender">
              {sender}
            </Link>
          ) : (
            <span className="message-sender">{t('messageCenter:unknownUser')}</span>
          )}{' '}
          {t(`messageCenter:action.${message.action}`)}
        </span>
      }
    >
      {message.sourceContent && <Typography.Paragraph className="message-text">{message.sourceContent}</Typography.Paragraph>}
      {message.quoteContent && <blockquote className="message-quote">{message.quoteContent}</blockquote>}
      <div className="message-source">
        {t(`messageCenter:source.${message.sourceType}`)}
        {isSitePath(message.url) ? <Link to={message.url}>{message.sourceTitle}</Link> : <span>{message.sourceTitle}</span>}
      </div>
    </MessageItemFrame>
  );
}
