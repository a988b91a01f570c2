// Builds the Next.js web app when, and only when, its inputs changed since the last build, so that
// `npm start` is quick after the first time. The inputs are hashed: file contents, the lock file and
// the NEXT_PUBLIC_* variables that Next inlines into the build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, '.next/lexam-build.json');
// The build's own steps after `next build` too: a change to them must redo the build's output.
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/next.config.ts', 'apps/web/package.json', 'packages/contracts/src', 'package-lock.json', 'scripts/compile-hints.mjs', 'scripts/precompress.mjs'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** A hash of everything the production build depends on. */
export function webInputsHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
    }
  }
  for (const [key, value] of Object.entries(process.env).filter(([key]) => key.startsWith('NEXT_PUBLIC_')).sort()) {
    hash.update(`${key}=${value}\0`);
  }
  return hash.digest('hex');
}

/** Runs `next build` unless the last build was made from the same inputs. */
export function ensureWebBuild({ force = false } = {}) {
  const hash = webInputsHash();
  const previous = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')).hash : undefined;
  if (!force && previous === hash && existsSync(path.join(webDir, '.next/BUILD_ID'))) {
    console.info('Web app: the build is up to date.');
    return;
  }
  console.info('Web app: building for production (the first time takes a minute or two)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('Web app: the build failed (see above).');
    process.exit(result.status ?? 1);
  }
  const hinted = addCompileHints(webDir);
  console.info(`Web app: ${hinted} start-up chunks marked for eager compiling (compile-hints.mjs).`);
  // After the hints: the compressed copies are of the scripts as they are served.
  const compressed = spawnSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), webDir], { stdio: 'inherit' });
  if (compressed.status !== 0) {
    console.error('Web app: compressing the build assets failed (see above).');
    process.exit(compressed.status ?? 1);
  }
  writeFileSync(stampFile, JSON.stringify({ hash, builtAt: new Date().toISOString() }));
  console.info(`Web app: built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
