// en-US footer: terms, privacy, contact, chat group and powered-by texts.
import type { Catalogue } from '../types';
import type { footer as zh } from '../zh-CN/footer';

export const footer: Catalogue<typeof zh> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  chatGroup: 'Chat Group',
  chatGroupTip: 'The chat group code will be provided by the site administrator.',
  contact: 'Contact us: {{email}}',
  contactFallback: 'through the site administrator',
  poweredBy: 'Powered by',
};
