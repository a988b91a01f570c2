import path from 'node:path';
import { databaseOptionsFromEnv, openDatabase, resolveDataDir } from '@lexam/db';
import { storageFromEnv } from '@lexam/core';
import { seedDemoContent } from '../seed-demo-content';

// `npm run db:seed`: migrates, then writes the demo content (idempotent), the demo tests and their
// audio files included. Stop the server first when using the embedded database: it can be opened by
// one process at a time.
const handle = await openDatabase(databaseOptionsFromEnv());
await handle.migrate();
const uploadsDir = path.join(resolveDataDir(), 'uploads');
const counts = await seedDemoContent({ db: handle.db, uploadsDir, storage: storageFromEnv(process.env, uploadsDir) });
await handle.close();
console.info(`Demo content seeded into ${handle.location}:`, counts);
