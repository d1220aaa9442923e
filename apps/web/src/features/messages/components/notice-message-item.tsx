// A system or personal notice: its title (a link when it points into the site) and its Markdown content, sanitised
// by the one renderer.
import { Link } from 'react-router';
import type { SysMessage } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { isSitePath } from '../lib/site-path';
import { MessageItemFrame } from './message-item-frame';

export function NoticeMessageItem({ message, onDelete }: { message: SysMessage; onDelete: () => void }) {
  return (
    <MessageItemFrame
      read={message.state}
      gmtCreate={message.gmtCreate}
      onDelete={onDelete}
      head={
        <strong className="message-title">{isSitePath(message.url) ? <Link to={message.url}>{message.title}</Link> : message.title}</strong>
      }
    >
      <div className="message-notice">
        <MarkdownContent source={message.content} testId="message-notice-content" />
      </div>
    </MessageItemFrame>
  );
}
