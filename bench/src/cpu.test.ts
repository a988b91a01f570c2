import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuBetween, readCpu, serverPidUnder } from './cpu';
import { describeCpu } from './measure';

describe('the CPU meter', () => {
  it('reads this process’s CPU time, which grows with work done on the main thread', () => {
    const before = readCpu(process.pid);
    const until = Date.now() + 150;
    let spin = 0;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    const used = cpuBetween(before, readCpu(process.pid));
    expect(spin).toBeGreaterThan(0);
    expect(used.mainThreadMs).toBeGreaterThanOrEqual(50);
    // The process's and the thread's counters are two reads of /proc, in 10 ms ticks, a moment apart:
    // the process total may trail the thread's by a tick or two (it did once: 140 against 150).
    expect(used.processMs).toBeGreaterThanOrEqual(used.mainThreadMs - 20);
  });

  it('finds the server under the process the bench spawned, and the spawned one when it has no child', async () => {
    const parent = spawn(process.execPath, ['-e', "require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'inherit' }); setTimeout(() => {}, 5000)"], { stdio: 'ignore' });
    const alone = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
    try {
      await expect.poll(() => serverPidUnder(parent.pid!), { timeout: 5_000 }).not.toBe(parent.pid);
      expect(serverPidUnder(alone.pid!)).toBe(alone.pid);
    } finally {
      parent.kill('SIGKILL');
      alone.kill('SIGKILL');
    }
  });

  it('reads zeros for a process that is gone, never a negative use', () => {
    const gone = readCpu(2 ** 22 + 1);
    expect(gone.mainThreadMs).toBe(0);
    expect(gone.processMs).toBe(0);
    expect(cpuBetween({ mainThreadMs: 10, processMs: 10, postgresMs: 10 }, { mainThreadMs: 0, processMs: 0, postgresMs: 4 })).toEqual({ mainThreadMs: 0, processMs: 0, postgresMs: 0 });
  });

  it('says CPU per answer in µs', () => {
    expect(describeCpu({ mainThreadMs: 500, processMs: 800, postgresMs: 0 }, 1000)).toBe('CPU per answer: server main thread 500 µs, whole server 800 µs (500 / 800 ms in all)');
    expect(describeCpu({ mainThreadMs: 500, processMs: 800, postgresMs: 250 }, 500)).toContain('PostgreSQL 250 ms (500 µs)');
  });
});
