// The message centre shell (/message): the menu of the five kinds around the open list.
import { MessageCentre } from '@/features/messages/components/message-centre';

export default function MessageShellPage() {
  return (
    <div className="page">
      <MessageCentre />
    </div>
  );
}
