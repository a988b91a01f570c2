import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * Two projects: `unit` (pure logic, fast, no database) and `api` (each route through app.inject
 * against a real database: in-memory PGlite by default, PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  resolve: { alias: { '@web': webSrc } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
