import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../errors';

/** Where failed sign-ins are counted: this process's memory, or Redis shared by every instance. */
export interface FailureStore {
  /** The times (ms) of the account's failures since `since`, oldest first; older ones are forgotten. */
  recent(key: string, since: number): Promise<number[]>;
  add(key: string, at: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** One process's memory: enough when one server holds the embedded database. */
export class MemoryFailureStore implements FailureStore {
  private readonly failures = new Map<string, number[]>();

  async recent(key: string, since: number) {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  async add(key: string, at: number) {
    this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
  }

  async clear(key: string) {
    this.failures.delete(key);
  }
}

/**
 * Redis, shared by every instance: one sorted set per account (score: the failure's time), trimmed to
 * the window and expiring with it, so a lockout holds whichever instance the next try reaches.
 */
export class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'lexam:signin-failures:') {}

  async recent(key: string, since: number) {
    const name = this.prefix + key;
    const [, range] = await this.redis.multi().zremrangebyscore(name, '-inf', since).zrange(name, 0, -1, 'WITHSCORES').exec() ?? [];
    const values = (range?.[1] as string[] | undefined) ?? [];
    return values.filter((_, index) => index % 2 === 1).map(Number);
  }

  async add(key: string, at: number, windowMs: number) {
    const name = this.prefix + key;
    await this.redis.multi().zadd(name, at, `${at}:${randomUUID()}`).pexpire(name, windowMs).exec();
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Counts failed sign-ins per account in a sliding window and refuses further tries (429) once an
 * account has failed too often, whatever address the tries come from. Per-address limits are the
 * HTTP layer's job. In memory by default; in Redis when several instances serve (REDIS_URL).
 */
export class LoginThrottle {
  private readonly store: FailureStore;

  constructor(private readonly options: { maxFailures: number; windowMs: number; now?: () => number; store?: FailureStore }) {
    this.store = options.store ?? new MemoryFailureStore();
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Throws a 429 when the account is locked for now. */
  async assertAllowed(account: string): Promise<void> {
    const now = this.now();
    const recent = await this.store.recent(account.toLowerCase(), now - this.options.windowMs);
    if (recent.length >= this.options.maxFailures) {
      const retryInSeconds = Math.ceil(((recent[0] ?? now) + this.options.windowMs - now) / 1000);
      throw new DomainError({ status: 429, title: `Too many failed sign-ins for this account. Try again in ${Math.ceil(retryInSeconds / 60)} minute(s).` });
    }
  }

  async recordFailure(account: string): Promise<void> {
    await this.store.add(account.toLowerCase(), this.now(), this.options.windowMs);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.store.clear(account.toLowerCase());
  }
}
