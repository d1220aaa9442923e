// Acts that need a login (opening or creating a group, posting, liking, reporting, commenting — spec 002 §2.1, §5):
// a visitor is warned "Please login first" and offered the login dialog.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { openLoginModal } from '@/lib/login-modal-store';

/** Answers true for a logged-in caller; otherwise warns, opens the login dialog and answers false. */
export const useLoginGate = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  return useCallback(() => {
    if (user) return true;
    notify.warning(t('messages:Please_login_first'));
    openLoginModal('login');
    return false;
  }, [t, user]);
};
