// Account form rules of spec 000 §5, built from the shared zod schemas so the browser and the server check alike;
// a failing schema's message key is translated in the given namespace.
import '@/locales/need/more';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { captchaAnswerSchema, emailCodeSchema, emailSchema, newPasswordSchema, passwordSchema, usernameSchema } from '@verdict/shared';

/** What a rule needs of a zod schema (the web does not depend on zod itself). */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** One antd rule checking the value with a schema; the schema's first message key is shown translated. */
export const schemaRule = (t: TFunction, schema: Schema, namespace = 'auth'): FormRule => ({
  validator: (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? Promise.resolve() : Promise.reject(new Error(t(`${namespace}:${result.error.issues[0]?.message ?? ''}`)));
  },
});

/** The repeated password must equal the field `field` of the same form. */
export const sameAsRule = (t: TFunction, field: string): FormRule[] => [
  { required: true, message: t('auth:Password_Again_Required') },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('auth:Password_does_not_match'))),
  }),
];

export const accountRules = (t: TFunction) => ({
  username: [schemaRule(t, usernameSchema)],
  password: [schemaRule(t, passwordSchema)],
  /** A password being set: 6 to 20 with letters and digits. */
  strongPassword: [schemaRule(t, newPasswordSchema)],
  passwordAgain: sameAsRule(t, 'password'),
  email: [schemaRule(t, emailSchema)],
  code: [schemaRule(t, emailCodeSchema)],
  captcha: [schemaRule(t, captchaAnswerSchema)],
});
