import { openDatabase } from '../client';
import { databaseOptionsFromEnv } from '../config';
import { seedDemo } from '../seed/index';

// `npm run db:seed`: migrates, then writes the demo content (idempotent). Stop the server first when
// using the embedded database: it can be opened by one process at a time.
const handle = await openDatabase(databaseOptionsFromEnv());
await handle.migrate();
const counts = await seedDemo(handle.db);
await handle.close();
console.info(`Demo content seeded into ${handle.location}:`, counts);
