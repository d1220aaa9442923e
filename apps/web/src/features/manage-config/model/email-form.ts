// The e-mail settings form: its values from the stored config, its rules from the shared schema, and the request it sends.
import '@/locales/need/more';
import type { TFunction } from 'i18next';
import { EmailConfigSchema, type EmailConfig, type EmailConfigRequest } from '@verdict/shared';
import { schemaRule } from '@/lib/form-rules';

export interface EmailFormValues {
  host: string;
  /** null while the field is empty (the rule then refuses it). */
  port: number | null;
  secure: boolean;
  username: string;
  /** Write-only: empty keeps the stored password. */
  password: string;
  clearPassword: boolean;
  sender: string;
}

export const toFormValues = ({ host, port, secure, username, sender }: EmailConfig): EmailFormValues => ({
  host,
  port,
  secure,
  username,
  password: '',
  clearPassword: false,
  sender,
});

/** The stored password is cleared when asked (""), kept when the field is left empty (absent), replaced otherwise. */
export const toRequest = ({ clearPassword, password, port, ...rest }: EmailFormValues): EmailConfigRequest => ({
  ...rest,
  port,
  ...(clearPassword ? { password: '' } : password ? { password } : {}),
});

export const emailFormRules = (t: TFunction) => {
  const { shape } = EmailConfigSchema;
  const rule = (schema: Parameters<typeof schemaRule>[1]) => [schemaRule(t, schema, 'manageConfig')];
  return {
    host: rule(shape.host),
    port: rule(shape.port),
    username: rule(shape.username),
    password: rule(shape.password),
    sender: rule(shape.sender),
  };
};
