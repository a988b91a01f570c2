import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/drizzle',
});
