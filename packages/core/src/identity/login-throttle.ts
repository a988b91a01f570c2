import { DomainError } from '../errors';

/**
 * Counts failed sign-ins per account in a sliding window and refuses further tries (429) once an
 * account has failed too often, whatever address the tries come from. Per-address limits are the
 * HTTP layer's job. Kept in memory: one server process holds the embedded database anyway.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: { maxFailures: number; windowMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Throws a 429 when the account is locked for now. */
  assertAllowed(account: string): void {
    const recent = this.recent(account.toLowerCase());
    if (recent.length >= this.options.maxFailures) {
      const retryInSeconds = Math.ceil(((recent[0] ?? this.now()) + this.options.windowMs - this.now()) / 1000);
      throw new DomainError({ status: 429, title: `Too many failed sign-ins for this account. Try again in ${Math.ceil(retryInSeconds / 60)} minute(s).` });
    }
  }

  recordFailure(account: string): void {
    const key = account.toLowerCase();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(account: string): void {
    this.failures.delete(account.toLowerCase());
  }
}
