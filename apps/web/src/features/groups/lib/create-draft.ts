// The create-group dialog's draft (spec 002 §4): what was typed is kept while the app runs and offered again when
// the dialog reopens; a created group clears it.
import type { GroupForm } from '@verdict/shared';

export type GroupFormValues = Partial<GroupForm>;

let draft: GroupFormValues | null = null;

export const readCreateDraft = (): GroupFormValues | null => draft;
export const saveCreateDraft = (values: GroupFormValues): void => {
  draft = values;
};
export const clearCreateDraft = (): void => {
  draft = null;
};
