// CPU time spent during a scenario, read from /proc (Linux): the server's main thread (where Fastify
// and, with PGlite, the database run), the whole server process (its worker threads too) and every
// PostgreSQL process. On a shared 2-core machine latency moves with whatever else runs; CPU time per
// request moves much less, so it says whether a change made the work cheaper.
import { readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  /** Summed over the server processes (one, or each instance behind a balancer). */
  mainThreadMs: number;
  processMs: number;
  postgresMs: number;
  /** The load balancer's process (HAProxy), when there is one. */
  balancerMs?: number;
}

/** Per scenario: CPU milliseconds spent during its load (not its baseline). */
export type CpuUsage = CpuSample;

const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime in ms from a /proc/<…>/stat line (fields 14 and 15, after the command in brackets). */
function cpuMsOf(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The server process under the process the bench spawned (`scripts/start.mjs` runs the server as
 * its child); the spawned process itself when it has no child (a server started directly).
 */
export function serverPidUnder(spawnedPid: number): number {
  return childrenOf(spawnedPid)[0] ?? spawnedPid;
}

/** A reading now, of one server process or several and the balancer; zeros where /proc is not there (the meter is then silent, never wrong). */
export function readCpu(serverPid: number | number[] | undefined, balancerPid?: number): CpuSample {
  let postgresMs = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    // Not Linux.
  }
  for (const pid of pids) if (commandOf(pid) === 'postgres') postgresMs += cpuMsOf(`/proc/${pid}/stat`);
  const balancer = balancerPid === undefined ? {} : { balancerMs: cpuMsOf(`/proc/${balancerPid}/stat`) };
  const servers = serverPid === undefined ? [] : [serverPid].flat();
  const sum = (of: (pid: number) => number) => servers.reduce((total, pid) => total + of(pid), 0);
  return { mainThreadMs: sum((pid) => cpuMsOf(`/proc/${pid}/task/${pid}/stat`)), processMs: sum((pid) => cpuMsOf(`/proc/${pid}/stat`)), postgresMs, ...balancer };
}

/**
 * CPU used between two readings. PostgreSQL processes that ended in between are lost from the sum
 * (their time leaves with them), so the database figure is a lower bound.
 */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuUsage {
  return {
    mainThreadMs: Math.max(0, after.mainThreadMs - before.mainThreadMs),
    processMs: Math.max(0, after.processMs - before.processMs),
    postgresMs: Math.max(0, after.postgresMs - before.postgresMs),
    ...(before.balancerMs !== undefined && after.balancerMs !== undefined ? { balancerMs: Math.max(0, after.balancerMs - before.balancerMs) } : {}),
  };
}
