// Route guards of spec 000 §2: login, admin and super-admin requirements and the website-config access switches.
import { redirect, type LoaderFunction } from 'react-router';
import type { WebsiteConfig } from '@verdict/shared';
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '@/config/api';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { clearSession, getSession, isAdminUser, isSuperAdminUser } from '@/lib/session';
import { isAdminPath } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { websiteConfigQueryOptions } from '@/lib/website-config';
import { openLoginModal } from '@/lib/login-modal-store';
import type { AccessSwitch, RouteMeta } from '@/lib/route-meta';

const ACCESS_SWITCH: Record<AccessSwitch, { key: keyof WebsiteConfig; message: string }> = {
  publicDiscussion: { key: 'openPublicDiscussion', message: 'messages:No_Access_Public_Discussion' },
  groupDiscussion: { key: 'openGroupDiscussion', message: 'messages:No_Access_Group_Discussion' },
  contestComment: { key: 'openContestComment', message: 'messages:No_Access_Contest_Comment' },
};

export const hasGuard = (meta: Partial<RouteMeta>): boolean =>
  Boolean(meta.requireAuth || meta.requireAdmin || meta.requireSuperAdmin || meta.access);

const loginPathFor = (path: string) => (isAdminPath(path) ? ADMIN_LOGIN_PATH : LOGIN_PATH);

/** Sends the visitor to the right login screen with an error toast; the login dialog opens for the site. */
const toLogin = (path: string, messageKey: string, withModal: boolean): Response => {
  notify.error(translate(messageKey));
  if (withModal && !isAdminPath(path)) openLoginModal('login');
  return redirect(loginPathFor(path));
};

const switchIsOn = async (access: AccessSwitch): Promise<boolean> => {
  try {
    const config = await queryClient.ensureQueryData(websiteConfigQueryOptions());
    return Boolean(config[ACCESS_SWITCH[access].key]);
  } catch {
    return false;
  }
};

export const guardLoader =
  (meta: Partial<RouteMeta>): LoaderFunction =>
  async ({ request }) => {
    const path = new URL(request.url).pathname;
    const { token, user } = getSession();
    const needsLogin = meta.requireAuth || meta.requireAdmin || meta.requireSuperAdmin;

    if (needsLogin && !token) {
      clearSession();
      return toLogin(path, 'messages:Please_login_first', true);
    }
    if (meta.requireSuperAdmin && !isSuperAdminUser(user)) {
      return toLogin(path, 'messages:Please_login_again_with_admin', true);
    }
    if (meta.requireAdmin && !isAdminUser(user)) {
      return toLogin(path, 'messages:Please_login_again_with_admin', true);
    }
    if (meta.access && !(await switchIsOn(meta.access))) {
      notify.error(translate(ACCESS_SWITCH[meta.access].message));
      return redirect(LOGIN_PATH);
    }
    return null;
  };
