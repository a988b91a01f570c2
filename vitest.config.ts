import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * Three projects: `unit` (pure logic, fast, no database), `api` (each route through app.inject
 * against a real database: in-memory PGlite by default, PostgreSQL when DATABASE_URL is set; Redis
 * where a shared store needs it) and `cluster` (two real servers behind HAProxy).
 */
export default defineConfig({
  resolve: { alias: { '@web': webSrc } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Projects with different worker counts run one after the other: unit, api, cluster.
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['apps/api/test/**/*.test.ts', 'bench/test/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker per core but one: a single worker on a 2-core machine. Test
          // files wait on their database much of the time, so two side by side finish the suite sooner;
          // every file has its own database, Redis key prefix, ports and folders, so they never meet.
          maxWorkers: Number(process.env.VITEST_API_WORKERS ?? 2),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two server processes behind HAProxy on PostgreSQL, Redis and S3 (scripts/test.mjs runs it on its own).
          name: 'cluster',
          sequence: { groupOrder: 2 },
          include: ['apps/api/test-cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
