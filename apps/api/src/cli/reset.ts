import { rm } from 'node:fs/promises';
import path from 'node:path';
import { databaseOptionsFromEnv, openDatabase, resolveDataDir, sql } from '@lexam/db';
import { storageFromEnv } from '@lexam/core';
import { seedDemoContent } from '../seed-demo-content';

// `npm run db:reset`: drops everything, migrates and seeds the demo content again. The uploaded files
// go too: their rows are dropped with the database. Stop the server first: the embedded database can
// be opened by one process at a time. (With S3 storage the bucket's objects are left as they are.)
const options = databaseOptionsFromEnv();
const uploadsDir = path.join(resolveDataDir(), 'uploads');
if (!options.url) await rm(options.dataDir, { recursive: true, force: true });
await rm(uploadsDir, { recursive: true, force: true });
const handle = await openDatabase(options);
if (handle.engine === 'postgres') {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
}
await handle.migrate();
const counts = await seedDemoContent({ db: handle.db, uploadsDir, storage: storageFromEnv(process.env, uploadsDir) });
await handle.close();
console.info(`Database reset (${handle.location}); demo content seeded:`, counts);
