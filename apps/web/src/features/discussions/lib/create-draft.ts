// The create dialog's draft (spec 002 §2.8): what was typed into a new post is kept in the browser between openings
// (and reloads) and offered again; posting clears it. Edits never touch it.
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';

export interface DiscussionDraft {
  title?: string;
  description?: string;
  content?: string;
  categoryId?: number;
  topPriority?: boolean;
}

export const readCreateDraft = (): DiscussionDraft => {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.discussionDraft) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as DiscussionDraft) : {};
  } catch {
    return {};
  }
};

export const saveCreateDraft = (draft: DiscussionDraft): void => writeStorage(STORAGE_KEYS.discussionDraft, JSON.stringify(draft));

export const clearCreateDraft = (): void => writeStorage(STORAGE_KEYS.discussionDraft, null);
