import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process of `npm start` (API only here: the web app has its own browser tests).
const server = path.resolve(import.meta.dirname, '../src/server.ts');
const dirs: string[] = [];
afterAll(async () => { await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))); });

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { PATH: process.env.PATH, API_ONLY: 'true', PORT: '0', HOST: '127.0.0.1', MAIL_CATCHER_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) { clearInterval(timer); resolve(match[1]!); }
    }, 50);
    void exited.then(() => { clearInterval(timer); reject(new Error(`server exited:\n${output}`)); });
  });
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('seeds a new embedded database on first start, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-server-'));
    dirs.push(dataDir);
    const run = start({ DATA_DIR: dataDir });
    const url = await run.listening;
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const courses = await (await fetch(`${url}/api/learner/Course/getCourseIndexs`)).json() as unknown[];
    expect(courses.length).toBeGreaterThan(0);
    expect(run.output()).toContain('demo content seeded');
    expect(run.output()).not.toMatch(/Admin@123|argon2id\$/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');

    // The second start finds the data and does not seed again.
    const again = start({ DATA_DIR: dataDir });
    await again.listening;
    expect(again.output()).not.toContain('demo content seeded');
    // Ctrl-C in a terminal reaches the server twice (from the terminal and forwarded by
    // scripts/start.mjs): the second signal must not cut the shutdown short.
    again.child.kill('SIGINT');
    await expect.poll(() => again.output(), { timeout: 10_000, interval: 5 }).toContain('shutting down');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('shutting down');
  }, 120_000);

  it('drains on SIGTERM: readiness turns 503 at once while requests are still served, then it exits', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-server-'));
    dirs.push(dataDir);
    const run = start({ DATA_DIR: dataDir, DRAIN_SECONDS: '2' });
    const url = await run.listening;
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    run.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${url}/api/health/ready`)).status, { timeout: 5_000, interval: 50 }).toBe(503);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${url}/api/learner/Course/getCourseIndexs`)).status).toBe(200);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('draining');
  }, 120_000);

  it('refuses to run as one of several instances (REDIS_URL) on the embedded database, and says why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-server-'));
    dirs.push(dataDir);
    const run = start({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toContain('set DATABASE_URL to a PostgreSQL server');
  }, 60_000);

  it('refuses to start in production without JWT_SECRET and names the variable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-server-'));
    dirs.push(dataDir);
    const run = start({ DATA_DIR: dataDir, LEXAM_ENV: 'production' });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toContain('JWT_SECRET');
  }, 60_000);
});
