// E-mail: the SMTP settings the back office stores in the site configuration, and sending through nodemailer.
// With mail off (no host, or no sender) a mail is written to the log with a warning instead of being sent.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EmailConfig, EmailConfigSchema } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import { translate, type Lang, type MessageKey } from '../../i18n/messages.ts';
import { getWebsiteConfig, readConfig, writeConfig } from '../site/index.ts';

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  sender: string;
}

const CONFIG_KEY = 'email';
const DEFAULT_SMTP: SmtpSettings = { host: '', port: 465, secure: true, username: '', password: '', sender: '' };
/** Connection, greeting and socket time-outs: a dead SMTP server fails the call instead of hanging it. */
const SMTP_TIMEOUT_MS = 20_000;

const getSmtpSettings = (db: Db) => readConfig(db, CONFIG_KEY, DEFAULT_SMTP);

const isEmailAddress = (text: string) => z.email().safeParse(text).success;

/** The From address: the sender, else the username when it is an address. */
const senderOf = (s: SmtpSettings) => s.sender || (isEmailAddress(s.username) ? s.username : '');

const mailOn = (s: SmtpSettings) => s.host !== '' && senderOf(s) !== '';

export const isMailEnabled = async (db: Db) => mailOn(await getSmtpSettings(db));

function toView(s: SmtpSettings): EmailConfig {
  const { password, ...rest } = s;
  return { ...rest, passwordSet: password !== '', enabled: mailOn(s) };
}

export const getEmailConfig = async (db: Db) => toView(await getSmtpSettings(db));

export async function saveEmailConfig(db: Db, request: z.output<typeof EmailConfigSchema>): Promise<EmailConfig> {
  const current = await getSmtpSettings(db);
  const { password, ...rest } = request;
  return toView(await writeConfig(db, CONFIG_KEY, { ...rest, password: password ?? current.password }));
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail in the caller's language from a subject and a body key; {site} is the site's name. */
export async function composeMail(
  db: Db,
  lang: Lang,
  to: string,
  keys: [MessageKey, MessageKey],
  params: Record<string, string | number> = {},
): Promise<Mail> {
  const all = { site: (await getWebsiteConfig(db)).name, ...params };
  return { to, subject: translate(keys[0], lang, all), text: translate(keys[1], lang, all) };
}

/** Sends the mail, or logs it when mail is off; a refusal of the SMTP server is a 500 Email_send_failed. */
export async function deliverMail(db: Db, log: FastifyBaseLogger, mail: Mail): Promise<'sent' | 'logged'> {
  const settings = await getSmtpSettings(db);
  if (!mailOn(settings)) {
    log.warn(
      { to: mail.to, subject: mail.subject, text: mail.text },
      'e-mail is off (no SMTP configured in the back office): this mail was NOT sent, its text is logged here instead',
    );
    return 'logged';
  }
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: senderOf(settings), to: mail.to, subject: mail.subject, text: mail.text });
  } catch (error) {
    log.error({ err: error, to: mail.to }, 'sending e-mail failed');
    throw new AppError(500, 'Email_send_failed', { reason: (error as Error).message });
  } finally {
    transport.close();
  }
  return 'sent';
}

/** The back office's test mail: needs mail on. */
export async function sendTestMail(db: Db, log: FastifyBaseLogger, lang: Lang, to: string): Promise<void> {
  if (!(await isMailEnabled(db))) throw badRequest('Email_not_configured');
  await deliverMail(db, log, await composeMail(db, lang, to, ['Mail_test_subject', 'Mail_test_body']));
}
