import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { InvalidationBus } from '@lexam/core';

// Two buses stand for two instances, on the Redis running on these machines.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: Redis[] = [];
const connection = () => {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  connections.push(redis);
  return redis;
};
afterAll(() => { for (const redis of connections) redis.disconnect(); });

describe('InvalidationBus', () => {
  it('forgets locally at once without Redis', () => {
    const bus = new InvalidationBus();
    const forget = vi.fn();
    bus.on('principals', forget);
    bus.invalidate('principals');
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('tells the other instance, which forgets its own copy once; the sender is not told twice', async () => {
    const [first, second] = [new InvalidationBus(), new InvalidationBus()];
    const [forgetFirst, forgetSecond, forgetOther] = [vi.fn(), vi.fn(), vi.fn()];
    first.on('principals', forgetFirst);
    second.on('principals', forgetSecond);
    second.on('test-content', forgetOther);
    await first.connect({ publisher: connection(), subscriber: connection() });
    await second.connect({ publisher: connection(), subscriber: connection() });
    first.invalidate('principals');
    await vi.waitFor(() => expect(forgetSecond).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forgetFirst).toHaveBeenCalledTimes(1);
    expect(forgetOther).not.toHaveBeenCalled();
    await first.disconnect();
    await second.disconnect();
  });
});
