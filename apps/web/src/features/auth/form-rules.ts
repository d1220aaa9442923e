// Account form rules of spec 000 §5: username, password, e-mail, code and captcha checks with translated messages.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS } from '@verdict/shared';

const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d).+$/;

export const accountRules = (t: TFunction) => ({
  username: [
    { required: true, whitespace: true, message: t('auth:Username_Required') },
    { max: LIMITS.usernameMax, message: t('auth:Username_Max') },
  ] satisfies FormRule[],
  password: [
    { required: true, message: t('auth:Password_Required') },
    { min: LIMITS.passwordMin, max: LIMITS.passwordMax, message: t('auth:Password_Length') },
  ] satisfies FormRule[],
  strongPassword: [
    { required: true, message: t('auth:Password_Required') },
    { min: LIMITS.passwordMin, max: LIMITS.passwordMax, message: t('auth:Password_Length') },
    { pattern: LETTERS_AND_DIGITS, message: t('auth:Pass_Strength') },
  ] satisfies FormRule[],
  passwordAgain: [
    { required: true, message: t('auth:Password_Again_Required') },
    ({ getFieldValue }) => ({
      validator: (_rule: unknown, value: string | undefined) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth:Password_does_not_match'))),
    }),
  ] satisfies FormRule[],
  email: [
    { required: true, message: t('auth:Email_Required') },
    { type: 'email', message: t('auth:Email_Check_Format') },
  ] satisfies FormRule[],
  code: [
    { required: true, message: t('auth:Code_Required') },
    { len: 6, message: t('auth:Code_Length') },
  ] satisfies FormRule[],
  captcha: [
    { required: true, message: t('auth:Captcha_Required') },
    { min: 1, max: 8, message: t('auth:Captcha_Length') },
  ] satisfies FormRule[],
});
