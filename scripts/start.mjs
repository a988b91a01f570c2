// `npm start`: builds the web app if its sources changed, then runs the one server process that
// migrates the database, seeds a new embedded database and serves everything on one origin.
// `npm run dev` does the same with Next.js in development mode (no build, hot reload).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

const dev = process.argv.includes('--dev');
if (!dev && process.env.API_ONLY !== 'true') ensureWebBuild();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
    NEXT_TELEMETRY_DISABLED: '1',
    WEB_DEV: dev ? 'true' : 'false',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
