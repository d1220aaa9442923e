// Logout screen: tells the server, clears the session and cached user data, then goes home.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authKeys, messageKeys } from '@/lib/query-keys';
import { clearSession } from '@/lib/session';
import { logout } from '@/features/auth/api/logout';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    void logout()
      .catch(() => null)
      .finally(() => {
        clearSession();
        queryClient.removeQueries({ queryKey: messageKeys.unreadCount });
        queryClient.removeQueries({ queryKey: authKeys.userAuthInfo });
        if (active) navigate('/home', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return <Result icon={<Spin size="large" />} title={t('pages:loggingOut')} data-testid="logout-page" />;
}
