import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads the mail the e2e server sent. Without SMTP_URL the server runs a real SMTP catcher that files
 * each message as `<data dir>/mail/<Date.now()>-<recipient>.eml` (packages/core/src/mail). The data
 * dir is the server's DATA_DIR, resolved from the repository root (as the server does), whatever the
 * test's working directory is.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const mailDir = path.join(path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? '.data/e2e'), 'mail');

export interface Mail {
  file: string;
  /** When the catcher filed it (the file name's prefix, ms since the epoch). */
  receivedAt: number;
  subject: string;
  /** The message with quoted-printable undone, so links read whole. */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and `=XX` bytes (decoded as UTF-8). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.split('=').slice(1).map((hex) => parseInt(hex, 16))).toString('utf8'));
}

async function mailsTo(address: string): Promise<Mail[]> {
  const suffix = `-${address.toLowerCase()}.eml`;
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith(suffix))
      .map(async (name) => {
        const raw = await readFile(path.join(mailDir, name), 'utf8');
        return { file: name, receivedAt: Number(name.split('-')[0]), subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', text: decodeQuotedPrintable(raw) };
      }),
  );
  return mails.sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The newest mail to `address` whose subject matches, received at or after `since` (ms); waits for
 * it up to `timeoutMs`, since the catcher writes the file while the API call is answering.
 */
export async function latestMail({ to, subject, since = 0, timeoutMs = 10_000 }: { to: string; subject?: RegExp; since?: number; timeoutMs?: number }): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).filter((mail) => mail.receivedAt >= since && (!subject || subject.test(mail.subject))).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}${subject ? ` with subject ${subject}` : ''} in ${mailDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail that goes to `pathname` (e.g. /auth/verify), as an absolute URL. */
export function linkIn(mail: Mail, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in ${mail.file}:\n${mail.text}`);
}
