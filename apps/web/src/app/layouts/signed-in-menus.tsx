// The signed-in visitor's side of the top navigation (messages bell with its unread badges, user menu with the
// avatar): a chunk of its own, so a visitor who is not signed in does not download it.
import type { UserInfo } from '@verdict/shared';
import { MessageMenu } from '@/features/messages/components/message-menu';
import { UserMenu } from './user-menu';

export default function SignedInMenus({ user, compact }: { user: UserInfo; compact: boolean }) {
  return (
    <>
      <MessageMenu />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
