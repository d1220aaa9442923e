// A message list (/message/discuss|reply|like|sys|mine): the kind is the path's last segment.
import { useLocation } from 'react-router';
import { MessageList } from '@/features/messages/components/message-list';
import { messageKindOf } from '@/features/messages/lib/kinds';
import NotFoundPage from './not-found';

export default function MessageListPage() {
  const info = messageKindOf(useLocation().pathname);
  return info ? <MessageList key={info.kind} info={info} /> : <NotFoundPage />;
}
