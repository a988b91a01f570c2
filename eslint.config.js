// One lint for the whole tree. Besides the usual rules it enforces the dependency directions of
// ARCHITECTURE.md: web -> contracts; api -> core -> db; api, core -> contracts; nothing imports apps/*;
// routes never import Drizzle; packages/core imports no Fastify, Next or React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appsPattern = { group: ['**/apps/*', '**/apps/**', '@lexam/web', '@lexam/web/*', '@lexam/api', '@lexam/api/*'], message: 'Nothing imports apps/*.' };
const uiFrameworks = ['fastify', 'fastify/*', '@fastify/*', 'next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*'];

/** Builds a no-restricted-imports rule from lists of forbidden packages and patterns. */
function restrict({ packages = [], message, extraPatterns = [] }) {
  return [
    'error',
    {
      patterns: [
        appsPattern,
        ...extraPatterns,
        ...(packages.length ? [{ group: packages, message }] : []),
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next/**', '.data/**', '**/next-env.d.ts', 'bench/results/**', 'e2e/.artifacts/**', 'packages/db/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict({
        packages: ['@lexam/core', '@lexam/core/*', '@lexam/db', '@lexam/db/*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*'],
        message: 'The web app depends on @lexam/contracts only (ARCHITECTURE.md).',
      }),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({ packages: ['react', 'react-dom', '@mui/*'], message: 'The API serves HTTP only.' }),
    },
  },
  {
    files: ['apps/api/src/routes/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        packages: ['drizzle-orm', 'drizzle-orm/*', '@lexam/db', '@lexam/db/*', 'pg', '@electric-sql/pglite', 'next', 'next/*', 'react'],
        message: 'Routes parse, authorize, call @lexam/core and answer: they never touch the database.',
      }),
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({ packages: uiFrameworks, message: 'packages/core imports no Fastify, Next or React.' }),
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        packages: [...uiFrameworks, '@lexam/core', '@lexam/core/*'],
        message: 'packages/db depends on nothing above it.',
      }),
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        packages: [...uiFrameworks, '@lexam/core', '@lexam/core/*', '@lexam/db', '@lexam/db/*', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'packages/contracts is plain zod schemas shared by every side.',
      }),
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
