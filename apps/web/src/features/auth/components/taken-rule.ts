// Uniqueness rule of the register form: asks the server whether the username or e-mail is already taken.
import '@/locales/need/more';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkUsernameOrEmail } from '../api/check-username-or-email';

const MESSAGES = { username: 'auth:The_username_already_exists', email: 'auth:The_email_already_exists' } as const;

/** Checked on blur and on submit; a failed check passes (the server refuses a taken value anyway). */
export const takenRule = (t: TFunction, field: 'username' | 'email'): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    const taken = await checkUsernameOrEmail({ [field]: value }).catch(() => null);
    if (taken?.[field]) throw new Error(t(MESSAGES[field]));
  },
});
