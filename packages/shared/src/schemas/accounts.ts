// Accounts schemas: login, slide verification, registration, captcha, password reset, the settings centre
// and the back-office e-mail settings (spec 000 §5). Error messages are server message keys.
import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';

/** Account rules beyond the shared LIMITS (spec 000 §4, §5; docs/api-accounts.md). */
export const ACCOUNT_RULES = {
  /** E-mail codes (registration, change of e-mail): 6 digits. */
  emailCodeLength: 6,
  emailCodeTtlSeconds: 600,
  /** The server refuses a new code for the same address (and purpose) within this many seconds. */
  registerCodeResendSeconds: 60,
  changeEmailCodeResendSeconds: 60,
  resetPasswordResendSeconds: 90,
  resetLinkTtlSeconds: 1800,
  captchaTtlSeconds: 300,
  captchaMax: 8,
  emailMax: 100,
  avatarExtensions: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  avatarMaxBytes: LIMITS.avatarMaxBytes,
  avatarCropSize: 200,
  nicknameMax: 20,
  realnameMax: 50,
  schoolMax: 100,
  numberMax: 200,
  linkMax: 255,
  signatureMax: 65535,
} as const;

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];

export const usernameSchema = z
  .string({ error: 'Username_Required' })
  .trim()
  .min(1, { error: 'Username_Required' })
  .max(LIMITS.usernameMax, { error: 'Username_Max' });

export const passwordSchema = z
  .string({ error: 'Password_Required' })
  .min(1, { error: 'Password_Required' })
  .min(LIMITS.passwordMin, { error: 'Password_Length' })
  .max(LIMITS.passwordMax, { error: 'Password_Length' });

/** A password being set: 6 to 20 and both letters and digits. */
export const newPasswordSchema = passwordSchema.refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: 'Pass_Strength' });

export const emailSchema = z
  .string({ error: 'Email_Required' })
  .trim()
  .min(1, { error: 'Email_Required' })
  .max(ACCOUNT_RULES.emailMax, { error: 'Email_Check_Format' })
  .pipe(z.email({ error: 'Email_Check_Format' }))
  .transform((e) => e.toLowerCase());

export const emailCodeSchema = z
  .string({ error: 'Code_Required' })
  .trim()
  .min(1, { error: 'Code_Required' })
  .regex(/^\d{6}$/, { error: 'Code_Length' });

export const LoginSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  /** Id of a passed slide challenge; required from the fifth failed login. */
  slideToken: z.string().max(100).optional(),
});
export type LoginRequest = z.infer<typeof LoginSchema>;

export const SlideVerifySchema = z.object({
  captchaId: z.string().min(1).max(100),
  x: z.number().finite(),
  /** The username being logged in: a pass resets its failure counter as well as the address's. */
  username: z.string().trim().max(LIMITS.usernameMax).optional(),
});
export type SlideVerifyRequest = z.infer<typeof SlideVerifySchema>;

export const UserSessionsQuerySchema = z.object({ uid: z.uuid({ error: 'Not_found' }) });
export const EndSessionQuerySchema = z.object({ id: z.uuid({ error: 'Not_found' }) });

/** GET get-register-code, get-change-email-code. */
export const EmailQuerySchema = z.object({ email: emailSchema });
export type EmailQuery = z.infer<typeof EmailQuerySchema>;

/** POST check-username-or-email: either or both; blanks are not checked. */
export const CheckUsernameOrEmailSchema = z.object({
  username: z.string().trim().max(LIMITS.usernameMax, { error: 'Username_Max' }).optional(),
  email: z.string().trim().max(ACCOUNT_RULES.emailMax, { error: 'Email_Check_Format' }).optional(),
});
export type CheckUsernameOrEmailRequest = z.infer<typeof CheckUsernameOrEmailSchema>;

/** POST register (passwordAgain is checked in the browser only and not sent). */
export const RegisterSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  email: emailSchema,
  code: emailCodeSchema,
});
export type RegisterRequest = z.infer<typeof RegisterSchema>;

export const captchaAnswerSchema = z
  .string({ error: 'Captcha_Required' })
  .trim()
  .min(1, { error: 'Captcha_Required' })
  .max(ACCOUNT_RULES.captchaMax, { error: 'Captcha_Length' });

/** POST apply-reset-password. */
export const ApplyResetPasswordSchema = z.object({
  email: emailSchema,
  captcha: captchaAnswerSchema,
  captchaKey: z.string({ error: 'Captcha_expired' }).min(1, { error: 'Captcha_expired' }).max(100, { error: 'Captcha_expired' }),
});
export type ApplyResetPasswordRequest = z.infer<typeof ApplyResetPasswordSchema>;

/** POST reset-password: username and code come from the mailed link. */
export const ResetPasswordSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  code: z.string({ error: 'Reset_code_invalid' }).trim().min(1, { error: 'Reset_code_invalid' }).max(100, { error: 'Reset_code_invalid' }),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordSchema>;

/** POST change-password. */
export const ChangePasswordSchema = z.object({
  oldPassword: z
    .string({ error: 'Old_password_required' })
    .min(1, { error: 'Old_password_required' })
    .max(LIMITS.passwordMax, { error: 'Old_password_incorrect' }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordSchema>;

/** POST change-email: the current password, the new address and the code mailed to it. */
export const ChangeEmailSchema = z.object({
  password: z
    .string({ error: 'Password_Required' })
    .min(1, { error: 'Password_Required' })
    .max(LIMITS.passwordMax, { error: 'Password_incorrect' }),
  newEmail: emailSchema,
  code: emailCodeSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailSchema>;

/** An optional profile text: trimmed, empty means cleared (null). */
const profileText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { error: key })
    .nullish()
    .transform((v) => (v ? v : null));

/** POST change-userInfo: every field is replaced; absent or empty fields are cleared. */
export const ChangeUserInfoSchema = z.object({
  nickname: profileText(ACCOUNT_RULES.nicknameMax, 'Nickname_Max'),
  realname: profileText(ACCOUNT_RULES.realnameMax, 'Realname_Max'),
  school: profileText(ACCOUNT_RULES.schoolMax, 'School_Max'),
  number: profileText(ACCOUNT_RULES.numberMax, 'Number_Max'),
  signature: profileText(ACCOUNT_RULES.signatureMax, 'Signature_Max'),
  github: profileText(ACCOUNT_RULES.linkMax, 'Link_Max'),
  blog: profileText(ACCOUNT_RULES.linkMax, 'Link_Max'),
  cfUsername: profileText(ACCOUNT_RULES.linkMax, 'Link_Max'),
  gender: z.enum(GENDERS, { error: 'Gender_invalid' }).default('secrecy'),
});
export type ChangeUserInfoRequest = z.input<typeof ChangeUserInfoSchema>;

/** GET public/img/:name (a name the server did not store answers 404). */
export const PublicImageParamsSchema = z.object({ name: z.string() });

/** PUT admin/config/set-email-config. password absent keeps the stored one; "" clears it. */
export const EmailConfigSchema = z.object({
  host: z.string().trim().max(255, { error: 'Email_host_invalid' }),
  port: z.coerce
    .number({ error: 'Email_port_invalid' })
    .int({ error: 'Email_port_invalid' })
    .min(1, { error: 'Email_port_invalid' })
    .max(65535, { error: 'Email_port_invalid' }),
  /** Implicit TLS from the first byte (usually port 465); off means STARTTLS when the server offers it. */
  secure: z.boolean(),
  username: z.string().trim().max(255, { error: 'Email_username_invalid' }),
  password: z.string().max(255, { error: 'Email_password_invalid' }).optional(),
  /** The From address; empty means the username. */
  sender: z.union([z.literal(''), emailSchema], { error: 'Email_Check_Format' }),
});
export type EmailConfigRequest = z.input<typeof EmailConfigSchema>;

/** POST admin/config/test-email. */
export const TestEmailSchema = z.object({ email: emailSchema });
export type TestEmailRequest = z.infer<typeof TestEmailSchema>;
