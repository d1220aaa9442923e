// The edit dialog's values: read from a list row, checked with the shared schemas' rules, sent as HOJ's edit-user.
import '@/locales/need/more';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import {
  ADMIN_USER_RULES,
  ACCOUNT_RULES,
  ROLE_CODES,
  emailSchema,
  passwordSchema,
  usernameSchema,
  type AdminEditUserRequest,
  type AdminUserRecord,
  type RoleCode,
} from '@verdict/shared';
import { schemaRule } from '@/lib/form-rules';

export interface UserFormValues {
  username: string;
  realname: string;
  email: string;
  type: RoleCode;
  /** The account may log in (status 0). */
  enabled: boolean;
  titleName: string;
  titleColor: string;
  setNewPwd: boolean;
  password: string;
}

export const toFormValues = (user: AdminUserRecord): UserFormValues => ({
  username: user.username,
  realname: user.realname ?? '',
  email: user.email ?? '',
  type: user.roleId,
  enabled: user.status === 0,
  titleName: user.titleName ?? '',
  titleColor: user.titleColor ?? '',
  setNewPwd: false,
  password: '',
});

export const toRequest = (uid: string, v: UserFormValues): AdminEditUserRequest => ({
  uid,
  username: v.username.trim(),
  realname: v.realname.trim(),
  email: v.email.trim(),
  type: v.type,
  status: v.enabled ? 0 : 1,
  titleName: v.titleName.trim(),
  titleColor: v.titleColor,
  setNewPwd: v.setNewPwd,
  password: v.setNewPwd ? v.password : undefined,
});

const maxRule = (t: TFunction, max: number, key: string): FormRule => ({ max, message: t(key, { max }) });

export const userFormRules = (t: TFunction) => ({
  username: [schemaRule(t, usernameSchema)],
  realname: [maxRule(t, ACCOUNT_RULES.realnameMax, 'manageUser:rule.max')],
  email: [schemaRule(t, { safeParse: (v: unknown) => (typeof v === 'string' && v.trim() ? emailSchema.safeParse(v) : { success: true }) })],
  titleName: [maxRule(t, ADMIN_USER_RULES.titleNameMax, 'manageUser:rule.max')],
  password: [schemaRule(t, passwordSchema)],
});

/** The role select's options, in code order, with the roles' translated names. */
export const roleOptions = (t: TFunction) => ROLE_CODES.map((code) => ({ value: code, label: t(`manageUser:role.${code}`) }));

/** Tag colours of the roles: the admin roles stand out, the restricted ones warn. */
export const ROLE_COLORS: Record<RoleCode, string> = {
  1000: 'magenta',
  1001: 'blue',
  1008: 'geekblue',
  1002: 'default',
  1003: 'orange',
  1004: 'orange',
  1005: 'volcano',
  1006: 'volcano',
  1007: 'red',
};
