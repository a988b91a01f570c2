import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { databaseOptionsFromEnv } from '../config';
import { seedDemo } from '../seed/index';

// `npm run db:reset`: drops everything, migrates and seeds the demo content again.
// Stop the server first: the embedded database can be opened by one process at a time.
const options = databaseOptionsFromEnv();
if (!options.url) await rm(options.dataDir, { recursive: true, force: true });
const handle = await openDatabase(options);
if (handle.engine === 'postgres') {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
}
await handle.migrate();
const counts = await seedDemo(handle.db);
await handle.close();
console.info(`Database reset (${handle.location}); demo content seeded:`, counts);
