// Session store: the token and current user kept in localStorage, exposed to React through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { ROLE_NAMES, Role, isAdminRole, type RoleCode, type UserInfo } from '@verdict/shared';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

const parseUser = (raw: string | null): UserInfo | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
};

const load = (): SessionState => ({
  token: readStorage(STORAGE_KEYS.token),
  user: parseUser(readStorage(STORAGE_KEYS.userInfo)),
});

let state: SessionState = load();
const listeners = new Set<() => void>();

const emit = (next: SessionState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const getSession = (): SessionState => state;
export const getToken = (): string | null => state.token;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setToken = (token: string | null): void => {
  writeStorage(STORAGE_KEYS.token, token);
  emit({ ...state, token });
};

export const setUser = (user: UserInfo | null): void => {
  writeStorage(STORAGE_KEYS.userInfo, user ? JSON.stringify(user) : null);
  emit({ ...state, user });
};

/** Login: keep the token from the Authorization response header and the user info from the body. */
export const startSession = (token: string, user: UserInfo): void => {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
  emit({ token, user });
};

export const clearSession = (): void => {
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.userInfo, null);
  if (state.token !== null || state.user !== null) emit({ token: null, user: null });
};

const CODE_BY_NAME = new Map<string, RoleCode>(Object.entries(ROLE_NAMES).map(([code, name]) => [name, Number(code) as RoleCode]));

/** Refreshed roles (get-user-auth-info) replace the role list and the role code of the stored user. */
export const applyRoles = (roleNames: string[]): void => {
  if (!state.user) return;
  const codes = roleNames.map((name) => CODE_BY_NAME.get(name)).filter((code): code is RoleCode => code !== undefined);
  const role = codes.sort((a, b) => a - b)[0] ?? Role.User;
  setUser({ ...state.user, roleList: roleNames, role });
};

/** Another tab may have logged in or out: adopt its token, or clear the session if it was removed. */
export const syncFromStorage = (): void => {
  const stored = load();
  if (stored.token === state.token) return;
  if (stored.token === null) clearSession();
  else emit(stored);
};

export const roleOf = (user: UserInfo | null): number | null => user?.role ?? null;
export const isSuperAdminUser = (user: UserInfo | null): boolean => user?.role === Role.Root;
export const isAdminUser = (user: UserInfo | null): boolean => user !== null && isAdminRole(user.role);

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);
