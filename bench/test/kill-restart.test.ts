import { describe, expect, it } from 'vitest';
import { formatKillRestart, runKillRestart } from '../src/reliability/kill-restart';

// The real server process, killed with SIGKILL while learners autosave (small size; `npm run
// bench:reliability` runs 200 learners). On PostgreSQL when DATABASE_URL is set, else PGlite.
describe('kill -9 during autosave', () => {
  it('loses no acknowledged answer across a SIGKILL and a restart', async () => {
    const counts = await runKillRestart({ learners: 12, rounds: 12, adminUrl: process.env.DATABASE_URL?.trim() || undefined, log: console.info });
    console.info(formatKillRestart(counts));
    expect(counts.attempts).toBe(12);
    expect(counts.killedAfter).toBeGreaterThan(0);
    expect(counts.acknowledged).toBeGreaterThan(0);
    expect(counts.answersChecked).toBeGreaterThan(0);
    expect(counts.refused).toBe(0);
    expect(counts.lost).toBe(0);
  }, 180_000);
});
