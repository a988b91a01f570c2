import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The decoded text of the message (quoted-printable undone), for reading links in it. */
  text: string;
  subject: string;
}

export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message to `to` (now or later). */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that accepts every message and keeps it: in memory, and as an .eml
 * file in `dir` when given. Development and tests send mail here instead of to the world.
 */
export async function startMailCatcher({ port = 0, dir }: { port?: number; dir?: string } = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: { to: string; resolve: (mail: CaughtMail) => void }[] = [];
  if (dir) await mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail = { to, raw, text: decodeQuotedPrintable(raw), subject };
        messages.push(mail);
        for (const waiter of waiters.filter((candidate) => to.includes(candidate.to))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        const saved = dir ? writeFile(path.join(dir, `${Date.now()}-${to[0] ?? 'unknown'}.eml`), raw) : Promise.resolve();
        saved.then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(to, timeoutMs = 5_000) {
      const wanted = to.toLowerCase();
      const found = messages.find((mail) => mail.to.includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to: wanted, resolve: (mail) => { clearTimeout(timer); resolve(mail); } });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
