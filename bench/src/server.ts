// Starts the product the way `npm start` does (scripts/start.mjs: one process, Fastify + Next.js) on a
// free loopback port with a throw-away DATA_DIR, waits until it is ready and stops it again. Also
// guards every target address: the bench only ever sends load to this machine's loopback interface.
import { spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/cluster';
import { serverPidUnder } from './cpu';
import { onCleanup } from './lifecycle';

/** The monorepo root. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StartServerOptions {
  /** Serve the API without the web app (no build needed). */
  isApiOnly: boolean;
  /** The throw-away data folder, relative to the repository root; it is deleted first (unless `keepData`). Must be under .data/. */
  dataDir: string;
  /** Keep what the data folder holds (the bench wrote its rows there before the start). */
  keepData?: boolean;
  /** More environment for the server (JWT_SECRET, BENCH_BASELINE). */
  env?: Record<string, string>;
  /** PostgreSQL instead of the embedded PGlite database. */
  databaseUrl?: string;
  /** How long the first start may take (it may build the web app). */
  readyTimeoutSeconds?: number;
  /** The loopback port (`--port`); a free one without it. */
  port?: number;
}

export interface StartedServer {
  baseUrl: string;
  /** The body of the first 200 from /api/health. */
  health: Health;
  /** The server's own process (under scripts/start.mjs), for its CPU time. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** What the bench reads from GET /api/health. */
export interface Health {
  engine: string;
  version: string;
}

function readHealth(body: unknown): Health {
  const value = (body ?? {}) as { database?: { engine?: unknown }; version?: unknown };
  return { engine: String(value.database?.engine ?? 'unknown'), version: String(value.version ?? 'unknown') };
}

function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** Rejects any base URL whose host is not this machine's loopback interface; returns it without a trailing slash. */
export async function assertLoopbackUrl(raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--url ${raw} is not a URL (expected e.g. http://127.0.0.1:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--url must be http(s), not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refuse = (why: string) => new Error(`refusing to send load to ${url.host}: the bench only targets loopback (127.0.0.1, ::1, localhost); ${why}`);
  // Names other than localhost are refused without a lookup: no request leaves the machine.
  if (!isIP(host) && host !== 'localhost') throw refuse(`${host} is not one of them`);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.length === 0 || !addresses.every(isLoopbackAddress)) throw refuse(isIP(host) ? `${host} is not a loopback address` : `localhost resolves to ${addresses.join(', ') || 'nothing'}`);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

/** A TCP port that is free on 127.0.0.1 right now. */
export const findFreePort = freePort;

/** Polls GET /api/health until it answers 200, printing progress; throws on timeout or when `isAlive` turns false. */
export async function waitForHealth(baseUrl: string, { timeoutSeconds, isAlive = () => true }: { timeoutSeconds: number; isAlive?: () => boolean }): Promise<Health> {
  const started = Date.now();
  let lastNote = started;
  let lastProblem = 'no answer yet';
  while (Date.now() - started < timeoutSeconds * 1000) {
    if (!isAlive()) throw new Error('the server process exited before it was ready');
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return readHealth(await response.json());
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (Date.now() - lastNote >= 10_000) {
      lastNote = Date.now();
      console.info(`  …waiting for ${baseUrl}/api/health (${Math.round((Date.now() - started) / 1000)} s of ${timeoutSeconds} s; last: ${lastProblem})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutSeconds} s (last: ${lastProblem})`);
}

/** Starts `node scripts/start.mjs` on 127.0.0.1 and a free port, and resolves once /api/health answers 200. */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const dataDir = path.resolve(repoRoot, options.dataDir);
  // The folder is deleted: never let a typo point that at anything but a throw-away folder under .data/.
  if (!dataDir.startsWith(path.join(repoRoot, '.data') + path.sep)) throw new Error(`the bench data folder must be under .data/, not ${options.dataDir}`);
  if (!options.keepData) await rm(dataDir, { recursive: true, force: true });

  const port = options.port ?? (await findFreePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    API_ONLY: options.isApiOnly ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    // A developer's own server may hold the default catcher port.
    MAIL_CATCHER_PORT: '0',
    ...options.env,
  };
  // Without --db postgres the run uses a fresh embedded database even when the shell exports DATABASE_URL.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  console.info(`Starting the server on ${baseUrl} (${options.isApiOnly ? 'API only' : 'API + web app'}, ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${path.relative(repoRoot, dataDir)})…`);
  // Its own process group, so that stopping it also stops the server process that start.mjs spawns.
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = child.exitCode !== null;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => (exited = true));

  // Until ready, the server's output (the web build, start-up problems) is shown; afterwards only
  // its last lines are kept, to explain a crash.
  let isReady = false;
  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!isReady) console.info(`  [server] ${line}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let isStopping = false;
  const stop = async () => {
    isStopping = true;
    unregister();
    if (exited || child.pid === undefined) return;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group is already gone.
      }
    };
    signalGroup('SIGTERM');
    const stopped = await Promise.race([exitedPromise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
    if (!stopped) signalGroup('SIGKILL');
  };
  const unregister = onCleanup(stop);

  let health: Health;
  try {
    health = await waitForHealth(baseUrl, { timeoutSeconds: options.readyTimeoutSeconds ?? 300, isAlive: () => !exited });
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    // Its output until now is on the screen already (above).
    const hint = options.isApiOnly ? '' : '; if the web app does not build, API_ONLY=true npm run bench measures the API alone';
    throw new Error(`the server did not become ready: ${reason} (see its output above)${hint}`, { cause: error });
  }
  isReady = true;
  child.once('exit', (code, signal) => {
    if (!isStopping) console.error(`bench: the server exited during the run (code ${code}, signal ${signal}); last output:\n${tail.join('\n')}`);
  });
  console.info(`Server ready on ${baseUrl}.`);
  return { baseUrl, health, stop, pid: child.pid === undefined ? undefined : serverPidUnder(child.pid) };
}
