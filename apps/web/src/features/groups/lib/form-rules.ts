// The group form's field checks (spec 002 §5), taken from the shared GroupFormSchema so the browser and the server
// agree; each failure is a translation key such as Group_Name_Check_Min_Max.
import type { Rule } from 'antd/es/form';
import { groupCodeValid, GroupFormSchema } from '@verdict/shared';

type CheckedField = 'name' | 'shortName' | 'brief' | 'description';

/** The first error key of a field's own schema, or null when the value passes. */
export const fieldError = (field: CheckedField, value: unknown): string | null => {
  const result = GroupFormSchema.shape[field].safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** The private group's code: exactly six characters (the schema's own cross-field rule). */
export const codeError = (auth: number | undefined, code: unknown): string | null => {
  if (auth === undefined) return null;
  return groupCodeValid({ auth, code: typeof code === 'string' ? code.trim() : null }) ? null : 'Group_Code_Check';
};

/** An antd rule that reports a check's key through `translate`. */
export const checkRule =
  (check: (value: unknown) => string | null, translate: (key: string) => string): Rule =>
  () => ({
    validator: (_rule, value) => {
      const key = check(value);
      return key ? Promise.reject(new Error(translate(key))) : Promise.resolve();
    },
  });
