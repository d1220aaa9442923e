// Opening a training while logged out (spec 002 §5): warn once and open the login dialog.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { openLoginModal } from '@/lib/login-modal-store';

export const useLoginPrompt = () => {
  const { t } = useTranslation();
  useEffect(() => {
    notify.warning(t('messages:Please_login_first'));
    openLoginModal('login');
  }, [t]);
};
