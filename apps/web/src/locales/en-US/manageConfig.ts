// en-US back-office system config: the e-mail (SMTP) settings card, its test mail and its messages.
import type { Catalogue } from '../types';
import type { manageConfig as zh } from '../zh-CN/manageConfig';

export const manageConfig: Catalogue<typeof zh> = {
  email: {
    title: 'E-mail (SMTP)',
    on: 'On',
    off: 'Off',
    offTitle: 'E-mail is off',
    offDescription:
      'No SMTP server is configured: registration codes, e-mail change codes and password reset links are not sent; the server writes them to its log instead. Fill in the host and a sender (or a username that is an e-mail address) and save to turn mail on.',
    host: 'SMTP Host',
    hostPlaceholder: 'e.g. smtp.example.com; empty turns mail off',
    port: 'Port',
    secure: 'SSL/TLS',
    secureHelp: 'On: encrypted from the first byte (usually port 465). Off: STARTTLS when the server offers it (usually port 25 or 587).',
    username: 'Username',
    password: 'Password',
    passwordKept: 'A password is stored; leave empty to keep it',
    passwordNone: 'No password stored',
    clearPassword: 'Clear the stored password',
    passwordCleared: 'The stored password will be cleared on save',
    sender: 'Sender Address',
    senderPlaceholder: 'Empty means the username',
    save: 'Save',
    saved: 'The e-mail settings have been saved',
  },
  test: {
    title: 'Send a Test Mail',
    help: 'It uses the saved settings: save your changes first.',
    needsMail: 'Save working SMTP settings before sending a test mail.',
    address: 'Recipient',
    send: 'Send a Test Mail',
    sent: 'A test mail has been sent to {{email}}',
    failed: 'The test mail could not be sent',
  },
  Email_host_invalid: 'The SMTP host may be at most 255 characters',
  Email_port_invalid: 'The SMTP port must be an integer from 1 to 65535',
  Email_username_invalid: 'The SMTP username may be at most 255 characters',
  Email_password_invalid: 'The SMTP password may be at most 255 characters',
  Email_Check_Format: 'The e-mail format is invalid',
};
