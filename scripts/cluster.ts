import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Several instances of the real server behind HAProxy, shared by the several-server suite
// (apps/api/test-cluster) and `npm run bench -- --instances 2` (bench/src/instances.ts): a fresh
// PostgreSQL database, the demo seed, instances of the real server, and HAProxy from Debian's
// packages in front of them.
const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/src/server.ts');
export const HAPROXY = '/usr/sbin/haproxy';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** HAProxy, installed with apt-get when missing (as root, saying so); otherwise a clear stop naming the package. */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.info("The several-server suite needs Debian's 'haproxy' package, which is missing: installing it with apt-get…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(HAPROXY)) throw new Error(`The several-server suite needs Debian's 'haproxy' package (${HAPROXY}) and it could not be installed${isRoot ? '' : ' (not running as root)'}. Install it with: apt-get install haproxy`);
}

/** A new PostgreSQL database on the server of `adminUrl`, dropped by `drop()`. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lexam_cluster_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** `npm run db:seed` against the cluster's database and bucket (not spawnSync: the S3 server runs in this process). */
export function seed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/cli/seed.ts')], { cwd: root, env: { PATH: process.env.PATH, ...env } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed failed:\n${output}`))));
  });
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  /** The last 64 KB of its output (a bench logs for minutes). */
  output: () => string;
}

const OUTPUT_KEPT = 64 * 1024;

/** One instance of the real server (API only) on `port`, resolved once it answers ready; `env` overrides the defaults (LOG_LEVEL, GRADING_WORKER). */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lexam-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: root,
    env: { PATH: process.env.PATH, API_ONLY: 'true', HOST: '127.0.0.1', PORT: String(port), MAIL_CATCHER_PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, GRADING_WORKER: 'false', ...env } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-OUTPUT_KEPT); };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => {
    void rm(dataDir, { recursive: true, force: true });
    resolve(signal ?? code);
  }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let hasExited = false;
  void exited.then(() => { hasExited = true; });
  for (;;) {
    if (hasExited) throw new Error(`instance ${name} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`instance ${name} not ready:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, port, url, child, exited, output: () => output };
}

export interface Balancer {
  url: string;
  /** HAProxy's process, for its CPU time. */
  pid: number | undefined;
  close: () => Promise<void>;
}

/** The suite's health checks: every 300 ms, down after one failure, up after one success (a check waits at most `inter`). */
export const QUICK_CHECKS = { check: 'inter 300ms fall 1 rise 1' } as const;

/**
 * HAProxy on `port` in front of the instances: round robin, each checked on /api/health/ready (by
 * default as QUICK_CHECKS), a failed connection retried on another. `maxconn`: the connections it
 * takes at once (default 512; a bench's burst needs more). `check` and `timeoutCheck`: the servers'
 * check settings and HAProxy's `timeout check` (without it a check may take no longer than `inter`,
 * so a busy instance is taken out: the bench gives it longer, as docs/deploy.md does).
 */
export async function startHaproxy(port: number, backends: Array<{ name: string; port: number }>, { maxconn = 512, check = QUICK_CHECKS.check, timeoutCheck }: { maxconn?: number; check?: string; timeoutCheck?: string } = {}): Promise<Balancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lexam-haproxy-'));
  const config = [
    'global', `  maxconn ${maxconn}`,
    'defaults', '  mode http', '  timeout connect 2s', '  timeout client 30s', '  timeout server 30s', '  retries 3', '  option redispatch', '  option forwardfor', ...(timeoutCheck ? [`  timeout check ${timeoutCheck}`] : []),
    `frontend web`, `  bind 127.0.0.1:${port}`, '  default_backend lexam',
    'backend lexam', '  balance roundrobin', '  option httpchk GET /api/health/ready', '  http-check expect status 200', '  retry-on conn-failure empty-response response-timeout',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check ${check}`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await fetch(`${url}/api/health/ready`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async close() {
      // Stopped before it returns, so its port is free for the next balancer.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
