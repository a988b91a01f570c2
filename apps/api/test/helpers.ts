import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@lexam/db';
import { createSmtpMailer, startMailCatcher, type MailCatcher } from '@lexam/core';
import type { BuildAppOptions } from '../src/app';
import { createTestDatabase } from '@lexam/db/testing';
import { buildApp } from '../src/app';
import { seedDemoContent } from '../src/seed-demo-content';
import type { App } from '../src/types';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  /** The SMTP server on loopback that receives this app's mail. */
  mail: MailCatcher;
  close(): Promise<void>;
}

/** The API on a fresh migrated database (PGlite in memory, or PostgreSQL when DATABASE_URL is set); `seed` writes the demo content, the demo tests included. */
export async function buildTestApp({ seed = false, ...options }: { seed?: boolean } & Partial<Omit<BuildAppOptions, 'database'>> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'lexam-uploads-'));
  if (seed) await seedDemoContent({ db: database.db, uploadsDir, storage: options.storage });
  const mail = await startMailCatcher();
  const mailer = createSmtpMailer({ url: mail.url, from: 'Lexam tests <tests@lexam.local>' });
  const app = await buildApp({
    database,
    mailer,
    appUrl: 'http://localhost:3000',
    uploadsDir,
    tokens: { secret: randomBytes(32).toString('hex'), learnerTtlSeconds: 3600, adminTtlSeconds: 3600, refreshTtlSeconds: 86_400 },
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    async close() {
      await app.close();
      await database.close();
      mailer.close();
      await mail.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
