import { describe, expect, it } from 'vitest';
import { examTimeAt } from './use-exam-timer';

const base = { startedAt: '2026-01-01T10:00:00.000Z', serverNow: '2026-01-01T10:00:00.000Z', receivedAt: Date.parse('2026-01-01T10:00:00.000Z') };

describe('examTimeAt', () => {
  it('stands at the whole time limit while the clock waits for the audio, whatever the time', () => {
    const clock = { ...base, deadlineAt: null, clockWaitsSeconds: 2700 };
    expect(examTimeAt(clock, base.receivedAt)).toEqual({ kind: 'waiting', ms: 2_700_000 });
    expect(examTimeAt(clock, base.receivedAt + 600_000)).toEqual({ kind: 'waiting', ms: 2_700_000 });
  });

  it('counts down to the deadline once it is set, and counts up in untimed practice', () => {
    expect(examTimeAt({ ...base, deadlineAt: '2026-01-01T10:45:00.000Z', clockWaitsSeconds: null }, base.receivedAt + 60_000)).toEqual({ kind: 'countdown', ms: 44 * 60_000 });
    expect(examTimeAt({ ...base, deadlineAt: null }, base.receivedAt + 60_000)).toEqual({ kind: 'elapsed', ms: 60_000 });
  });
});
