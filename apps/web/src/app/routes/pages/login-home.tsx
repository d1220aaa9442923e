// LoginHome (/ and /login): the home page; /login opens the login dialog for visitors who are not signed in.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getSession } from '@/lib/session';
import { openLoginModal } from '@/lib/login-modal-store';
import HomePage from './home';

export default function LoginHomePage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/login' && !getSession().token) openLoginModal('login');
  }, [pathname]);
  return <HomePage />;
}
