// The real server process of `npm start` (API only), as the restart test of apps/api starts it: the
// runs that need a process to kill, or HTTP against the real thing, start it through here.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../../apps/api/src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the signal or exit code once the process has ended. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The last lines it printed, to explain a failure. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  /** JWT_SECRET: tokens minted by the run with the same secret are accepted. */
  jwtSecret: string;
  readyTimeoutMs?: number;
  /** Extra environment (e.g. a higher sign-in rate limit). */
  env?: Record<string, string>;
}

/** Starts `node --import tsx apps/api/src/server.ts` on 127.0.0.1 and a free port; resolves once it listens. */
export async function startServerProcess({ dataDir, databaseUrl, jwtSecret, readyTimeoutMs = 120_000, env = {} }: ServerProcessOptions): Promise<ServerProcess> {
  const childEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    API_ONLY: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
    MAIL_CATCHER_PORT: '0',
    // info: the "Server listening at" line tells the port (PORT=0).
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { env: childEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      } else if (Date.now() - started > readyTimeoutMs) {
        clearInterval(timer);
        child.kill('SIGKILL');
        reject(new Error(`the server did not listen within ${readyTimeoutMs} ms:\n${output.slice(-4_000)}`));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before it listened:\n${output.slice(-4_000)}`));
    });
  });
  return {
    child,
    baseUrl,
    exited,
    output: () => output,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
