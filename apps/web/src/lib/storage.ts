// Browser storage: the localStorage keys the app owns and safe accessors for them.
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  /** The discussion dialog's unposted create draft (spec 002 §2.8). */
  discussionDraft: 'discussionDraft',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const readStorage = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the in-memory state still works.
  }
};
