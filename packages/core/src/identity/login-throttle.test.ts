import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('locks an account after the allowed failures and opens it when the window has passed', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000, now: () => now });
    throttle.recordFailure('Admin');
    expect(() => throttle.assertAllowed('admin')).not.toThrow();
    throttle.recordFailure('admin');
    expect(() => throttle.assertAllowed('ADMIN')).toThrow(/Too many failed sign-ins/);
    now = 60_001;
    expect(() => throttle.assertAllowed('admin')).not.toThrow();
  });

  it('forgets failures after a success, and keeps accounts apart', () => {
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 60_000 });
    throttle.recordFailure('a');
    expect(() => throttle.assertAllowed('b')).not.toThrow();
    throttle.recordSuccess('a');
    expect(() => throttle.assertAllowed('a')).not.toThrow();
  });
});
