import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueuedMailer, createSmtpMailer, startMailCatcher, type MailCatcher, type Mailer, type QueuedMailer } from '@lexam/core';

// Two instances' mailers on one BullMQ queue in the Redis running on these machines, sending to a real
// SMTP server on loopback; each run has its own key prefix.
const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
const prefix = `lexam-test-${randomBytes(4).toString('hex')}`;

describe('mail through the BullMQ queue', () => {
  let catcher: MailCatcher;
  const mailers: QueuedMailer[] = [];
  const counting = (transport: Mailer, calls: { count: number; failFirst?: boolean }): Mailer => ({
    async send(message) {
      calls.count += 1;
      if (calls.failFirst && calls.count === 1) throw new Error('SMTP away');
      await transport.send(message);
    },
    close: () => transport.close(),
  });

  beforeAll(async () => { catcher = await startMailCatcher(); });
  afterAll(async () => {
    for (const mailer of mailers) await mailer.stop();
    await catcher.close();
    const keys = await connection.keys(`${prefix}*`);
    if (keys.length) await connection.del(...keys);
    connection.disconnect();
  });

  it('sends a message queued twice, through two instances, once', async () => {
    const calls = { count: 0 };
    const [first, second] = [0, 1].map(() => createQueuedMailer({ connection, prefix, transport: counting(createSmtpMailer({ url: catcher.url, from: 'tests@lexam.local' }), calls) }));
    mailers.push(first!, second!);
    const message = { to: `once-${prefix}@example.test`, subject: 'Your answer is graded', text: 'Band 6.5' };
    await first!.send(message);
    await second!.send(message);
    await vi.waitFor(() => expect(catcher.messages.filter((mail) => mail.to.includes(message.to))).toHaveLength(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(catcher.messages.filter((mail) => mail.to.includes(message.to))).toHaveLength(1);
    expect(calls.count).toBe(1);
  });

  it('tries again when the SMTP server fails, and sends once it answers', async () => {
    const calls = { count: 0, failFirst: true };
    const mailer = createQueuedMailer({ connection, prefix: `${prefix}-retry`, retryDelayMs: 200, transport: counting(createSmtpMailer({ url: catcher.url, from: 'tests@lexam.local' }), calls) });
    mailers.push(mailer);
    const message = { to: `retry-${prefix}@example.test`, subject: 'Confirm your e-mail', text: 'Follow the link.' };
    await mailer.send(message);
    await vi.waitFor(() => expect(catcher.messages.filter((mail) => mail.to.includes(message.to))).toHaveLength(1), { timeout: 10_000 });
    expect(calls.count).toBe(2);
  });
});
