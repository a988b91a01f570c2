import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryFailureStore, RedisFailureStore, type FailureStore } from '@lexam/core';

// The Redis running on these machines (REDIS_URL to use another); each run uses its own key prefix.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
const prefix = `lexam-test:${process.pid}:${Date.now()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const stores: Array<[string, () => FailureStore]> = [['memory', () => new MemoryFailureStore()], ['redis', () => new RedisFailureStore(redis, prefix)]];

describe.each(stores)('LoginThrottle (%s)', (_name, makeStore) => {
  it('locks an account after the allowed failures and opens it when the window has passed', async () => {
    let now = Date.now();
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000, now: () => now, store: makeStore() });
    await throttle.recordFailure('Admin');
    await expect(throttle.assertAllowed('admin')).resolves.toBeUndefined();
    await throttle.recordFailure('admin');
    await expect(throttle.assertAllowed('ADMIN')).rejects.toThrow(/Too many failed sign-ins/);
    now += 60_001;
    await expect(throttle.assertAllowed('admin')).resolves.toBeUndefined();
  });

  it('forgets failures after a success, and keeps accounts apart', async () => {
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 60_000, store: makeStore() });
    await throttle.recordFailure('a');
    await expect(throttle.assertAllowed('b')).resolves.toBeUndefined();
    await throttle.recordSuccess('a');
    await expect(throttle.assertAllowed('a')).resolves.toBeUndefined();
  });
});

describe('LoginThrottle in Redis across instances', () => {
  it('counts the failures of two throttles (two servers) together', async () => {
    const first = new LoginThrottle({ maxFailures: 2, windowMs: 60_000, store: new RedisFailureStore(redis, prefix) });
    const second = new LoginThrottle({ maxFailures: 2, windowMs: 60_000, store: new RedisFailureStore(redis, prefix) });
    await first.recordFailure('shared');
    await second.recordFailure('shared');
    await expect(first.assertAllowed('shared')).rejects.toThrow(/Too many failed sign-ins/);
    expect(await redis.pttl(`${prefix}shared`)).toBeGreaterThan(50_000);
  });
});
