/**
 * The local runtime's mailbox: no mail leaves the machine, so the emails the local user pool
 * 'sends' (the forgot-password verification codes) are kept here and shown on /local-mailbox.
 *
 * How cognito-local handles codes on its own: ForgotPassword stores the code on the user record
 * (`ConfirmationCode` in `.local/cognito/db/<pool>.json`) and hands the message to its
 * MessageDelivery sender; the stock ConsoleMessageSender prints a box through cognito-local's
 * logger, which this runtime keeps silent (DEBUG_COGNITO=1 shows it). This sender replaces it:
 * every message lands in `<state>/cognito/mailbox.json` (the last MAILBOX_KEEP), read by the page.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { SameOriginCheck } from './same-origin';

export const MAILBOX_PATH = '/local-mailbox';
export const MAILBOX_KEEP = 100;

const MailSchema = z.object({ to: z.string(), code: z.string(), sentAt: z.string(), subject: z.string() });
export type LocalMail = z.infer<typeof MailSchema>;

/** cognito-local's MessageSender shape (only what it calls). */
interface CognitoMessage {
  __code?: string;
  emailSubject?: string;
}

export class LocalMailbox {
  constructor(private readonly file: string) {}

  /** Newest first. A damaged file reads as empty (the page says so) rather than stopping sign-in. */
  list(): LocalMail[] {
    if (!existsSync(this.file)) return [];
    const parsed = z.array(MailSchema).safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
    return parsed.success ? parsed.data : [];
  }

  deliver(mail: LocalMail): void {
    const next = [mail, ...this.list()].slice(0, MAILBOX_KEEP);
    // Written whole then renamed, so a reader never sees half a file.
    writeFileSync(`${this.file}.tmp`, JSON.stringify(next, null, 1));
    renameSync(`${this.file}.tmp`, this.file);
  }

  /** The sender cognito-local's MessageDeliveryService calls (email; SMS is not used by the app). */
  sender() {
    const send = async (_ctx: unknown, _user: unknown, destination: string, message: CognitoMessage): Promise<void> => {
      this.deliver({
        to: destination,
        code: message.__code ?? '',
        sentAt: new Date().toISOString(),
        subject: message.emailSubject ?? 'Your verification code',
      });
    };
    return { sendEmail: send, sendSms: send };
  }
}

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Reset codes let anyone set a password: the page answers the machine itself only. */
export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * `sameOrigin`: a page of another site whose name was re-pointed at 127.0.0.1 (DNS rebinding) is a
 * loopback client too, but sends its own Host: it read every address and code here until refused.
 */
export function mailboxPage(mailbox: LocalMailbox, sameOrigin: SameOriginCheck) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!isLoopback(req.socket.remoteAddress)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('The local mailbox is shown on this machine only.');
      return;
    }
    const foreign = sameOrigin(req.headers);
    if (foreign) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`The local mailbox is shown on this server's own address only (${foreign}).`);
      return;
    }
    const to = new URL(req.url ?? '/', 'http://local').searchParams.get('to')?.trim().toLowerCase();
    const mails = mailbox.list().filter((m) => !to || m.to.toLowerCase() === to);
    const rows = mails
      .map((m) => `<tr><td>${escape(m.sentAt.replace('T', ' ').slice(0, 19))} UTC</td><td>${escape(m.to)}</td><td>${escape(m.subject)}</td><td><code data-testid="code">${escape(m.code)}</code></td></tr>`)
      .join('');
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Options Backtester</title><style>
body{font-family:system-ui,sans-serif;background:#0b1220;color:#e5e7eb;margin:0;padding:24px}main{max-width:860px;margin:0 auto}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:8px;border-bottom:1px solid #24304a}code{font-size:1.2rem;color:#fbbf24}.note{color:#9ca3af}
</style></head><body><main><h1>Local mailbox</h1>
<p class="note">The local app sends no email: the messages the local user pool would have sent are listed here, newest first. Reload after 'Send code'.</p>
${mails.length === 0 ? `<p>No messages${to ? ` for ${escape(to)}` : ''} yet.</p>` : `<table aria-label="Messages"><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>`}
</main></body></html>`);
  };
}
