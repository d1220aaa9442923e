// The website settings form: its text fields in order, each with its width and the shared schema's check.
import '@/locales/need/more';
import type { TFunction } from 'i18next';
import type { FormRule } from 'antd';
import { WEB_CONFIG_LIMITS, WebConfigFieldsSchema, type WebConfig } from '@verdict/shared';
import { schemaRule } from '@/lib/form-rules';

export type WebTextField = Exclude<keyof WebConfig, 'register'>;

export interface WebFieldLayout {
  name: WebTextField;
  /** Half a row from medium screens on; the whole row otherwise. */
  half?: boolean;
  multiline?: boolean;
  /** Fields with a help line (manageSwitch:web.<name>Help). */
  help?: boolean;
  placeholder?: string;
}

export const WEB_FIELDS: WebFieldLayout[] = [
  { name: 'name', half: true },
  { name: 'shortName', half: true, help: true },
  { name: 'baseUrl', help: true, placeholder: 'https://oj.example.org' },
  { name: 'description', multiline: true },
  { name: 'email', half: true, help: true },
  { name: 'recordName', half: true },
  { name: 'recordUrl', half: true, placeholder: 'https://' },
  { name: 'projectName', half: true },
  { name: 'projectUrl', half: true, placeholder: 'https://' },
];

export const DESCRIPTION_MAX = WEB_CONFIG_LIMITS.descriptionMax;

export const webRule = (t: TFunction, name: WebTextField): FormRule[] => [schemaRule(t, WebConfigFieldsSchema.shape[name], 'manageSwitch')];
