import { createHash } from 'node:crypto';
import type { ConnectionOptions } from 'bullmq';
import { createBullJobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

/** The BullMQ queue every instance sends its mail through (REDIS_URL). */
export const MAIL_QUEUE = 'lexam-mail';
/** Tries of a message before it is left failed (seconds between tries double from 5). */
const ATTEMPTS = 6;
/** How long a sent message's key is kept: the same message queued again within it is not sent twice. */
const KEEP_SENT_SECONDS = 24 * 60 * 60;

/** A message's key: the same recipient, subject and text make the same key. */
export function mailKey(message: MailMessage): string {
  return createHash('sha256').update(JSON.stringify([message.to.toLowerCase(), message.subject, message.text, message.html ?? ''])).digest('hex').slice(0, 40);
}

export interface QueuedMailer extends Mailer {
  /** Stops this instance's worker (in-flight sends finish) and the queue's connection. */
  stop(): Promise<void>;
}

/**
 * Mail through the job queue on Redis (`createBullJobQueue`): `send` answers once the message is
 * queued (not sent), and a worker on every instance sends it with `transport`, retrying with a growing
 * wait if the SMTP server is away. The job's id is the message's key, so a message queued twice (a
 * retried request, two instances) is sent once; BullMQ's lock gives each job to one worker at a time.
 */
export function createQueuedMailer({ connection, transport, prefix = 'lexam', concurrency = 4, retryDelayMs = 5_000 }: { connection: ConnectionOptions; transport: Mailer; prefix?: string; concurrency?: number; retryDelayMs?: number }): QueuedMailer {
  const queue = createBullJobQueue<MailMessage, void>({
    name: MAIL_QUEUE,
    connection,
    prefix,
    concurrency,
    run: (message) => transport.send(message),
    attempts: ATTEMPTS,
    backoffMs: retryDelayMs,
    keepMs: KEEP_SENT_SECONDS * 1000,
  });
  return {
    async send(message) {
      await queue.add(mailKey(message), message);
    },
    close() {
      void this.stop();
    },
    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
