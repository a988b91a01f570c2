import { describe, expect, it } from 'vitest';
import { SendThrottle } from './send-throttle';

const MINUTE = 60_000;

describe('SendThrottle', () => {
  it('allows one a minute and five an hour, and says how long to wait', () => {
    let now = 0;
    const throttle = new SendThrottle({ limits: [{ max: 1, windowMs: MINUTE }, { max: 5, windowMs: 60 * MINUTE }], now: () => now });
    expect(throttle.waitSeconds('a')).toBe(0);
    throttle.record('a');
    now = 20_000;
    expect(throttle.waitSeconds('a')).toBe(40);
    for (let sent = 2; sent <= 5; sent += 1) {
      now = (sent - 1) * (MINUTE + 1);
      expect(throttle.waitSeconds('a')).toBe(0);
      throttle.record('a');
    }
    now = 5 * MINUTE + 10;
    // Five in the hour: the next fits when the first (at 0) leaves the hour.
    expect(throttle.waitSeconds('a')).toBe(Math.ceil((60 * MINUTE - now) / 1000));
    now = 60 * MINUTE + 1;
    expect(throttle.waitSeconds('a')).toBe(0);
  });

  it('keeps keys apart and forgets sends older than every window', () => {
    let now = 0;
    const throttle = new SendThrottle({ limits: [{ max: 1, windowMs: MINUTE }], now: () => now });
    throttle.record('ip');
    expect(throttle.waitSeconds('other')).toBe(0);
    expect(throttle.waitSeconds('ip')).toBe(60);
    now = MINUTE + 1;
    expect(throttle.waitSeconds('ip')).toBe(0);
  });
});
