// Dialogs, notices and toasts raised from code (a delete confirmation, a compile error, a contest announcement, a
// failed call): antd's hook-based Modal, notification and message, with the app's theme and locale. Their code (about
// 19 KB compressed) is a chunk of its own: the first call asks the app provider to mount the host
// (components/app-dialogs-host.tsx), and every call runs once the host has handed over its instances.
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface DialogApis {
  modal: HookAPI;
  notification: NotificationInstance;
  message: MessageInstance;
}

let provide: (apis: DialogApis) => void = () => {};
const ready = new Promise<DialogApis>((resolve) => {
  provide = resolve;
});
let wanted = false;
const listeners = new Set<() => void>();

/** For the provider (useSyncExternalStore): whether a dialog has been asked for, so the host must be mounted. */
export const dialogsWanted = (): boolean => wanted;
export const subscribeDialogsWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For the host, once mounted. */
export const provideDialogs = (apis: DialogApis): void => provide(apis);

/** For the provider, when the host's chunk could not be fetched: the next call tries again (calls made meanwhile wait). */
export const dialogsHostFailed = (): void => {
  wanted = false;
  for (const listener of listeners) listener();
};

/** Runs `use` with the dialog instances (at once when the host is there, else once it is). */
export const withDialogs = (use: (apis: DialogApis) => unknown): void => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then(use);
};
