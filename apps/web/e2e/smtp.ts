// E2E mail: a real SMTP server (smtp-server) in the test process, wired to the running app through the back-office
// e-mail settings call as root; tests read the codes and links the app mails. The SMTP server and its parsing are
// the server tests' own (apps/server/src/modules/accounts/test-mailbox.ts), imported by path at run time.
import { fileURLToPath } from 'node:url';
import { call, type Session } from './fixtures';
import type { RunningServer } from './harness';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

interface MailboxModule {
  startMailbox(): Promise<Mailbox>;
  MAILBOX_USER: string;
  MAILBOX_PASSWORD: string;
}

const mailboxModule = (): Promise<MailboxModule> =>
  import(fileURLToPath(new URL('../../server/src/modules/accounts/test-mailbox.ts', import.meta.url))) as Promise<MailboxModule>;

/** Starts the SMTP server alone, with the only account it accepts (plain SMTP on 127.0.0.1, no TLS). */
export async function openMailbox(): Promise<{ mailbox: Mailbox; user: string; password: string }> {
  const { startMailbox, MAILBOX_USER, MAILBOX_PASSWORD } = await mailboxModule();
  return { mailbox: await startMailbox(), user: MAILBOX_USER, password: MAILBOX_PASSWORD };
}

/** Starts the SMTP server and points the app's mail at it (PUT /api/admin/config/set-email-config as root). */
export async function startSmtp(server: RunningServer, root: Session): Promise<Mailbox> {
  const { mailbox, user, password } = await openMailbox();
  await call(
    server,
    'PUT',
    '/admin/config/set-email-config',
    {
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      username: user,
      password,
      sender: 'noreply@verdict.test',
    },
    root.token,
  );
  return mailbox;
}

/** Runs an action that should mail the address and answers the new mail, waiting for it to arrive. */
export async function mailAfter(
  mailbox: Mailbox,
  address: string,
  action: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const before = mailbox.to(address).length;
  await action();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailbox.to(address)[before];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address}: ${JSON.stringify(mailbox.mails.map((m) => m.to))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code of a mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/** The reset-password link of a mail. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
  return link;
}
