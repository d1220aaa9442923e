// Login dialog state: whether the 370 px dialog is open and in which mode, shared by the nav, guards and pages.
import { useSyncExternalStore } from 'react';

export type LoginModalMode = 'login' | 'register' | 'resetPwd';

interface LoginModalState {
  open: boolean;
  mode: LoginModalMode;
}

let state: LoginModalState = { open: false, mode: 'login' };
const listeners = new Set<() => void>();

const set = (next: LoginModalState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const openLoginModal = (mode: LoginModalMode = 'login'): void => set({ open: true, mode });
export const closeLoginModal = (): void => set({ ...state, open: false });
export const setLoginModalMode = (mode: LoginModalMode): void => set({ ...state, mode });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoginModal = (): LoginModalState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
