// Test support: a real SMTP server (smtp-server) in the test process that keeps every mail it receives,
// and the back-office call that points the app at it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../../test/helper.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export const MAILBOX_USER = 'mailer@verdict.test';
export const MAILBOX_PASSWORD = 'smtp-secret';

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / ?Q?) in a header. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );

function parse(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  return {
    ...envelope,
    subject: decodeHeader(header('Subject')),
    text: decodeBody(raw.slice(split + 4), encoding)
      .replace(/\r\n/g, '\n')
      .trim(),
  };
}

export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  /** The mails to one address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A server that accepts only MAILBOX_USER / MAILBOX_PASSWORD, without TLS. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAILBOX_USER && auth.password === MAILBOX_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Configures the app's e-mail through the back-office call, as root. */
export async function useMailbox(t: TestApp, mailbox: Mailbox, rootToken: string): Promise<void> {
  const res = await t.request({
    method: 'PUT',
    url: '/api/admin/config/set-email-config',
    token: rootToken,
    payload: {
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      username: MAILBOX_USER,
      password: MAILBOX_PASSWORD,
      sender: 'noreply@verdict.test',
    },
  });
  if (res.statusCode !== 200) throw new Error(`set-email-config failed: ${res.body}`);
}

/** The single 6-digit code in the newest mail to the address. */
export function lastCode(mailbox: Mailbox, address: string): string {
  const mail = mailbox.to(address).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}: ${JSON.stringify(mailbox.mails.map((m) => m.to))}`);
  return code;
}
