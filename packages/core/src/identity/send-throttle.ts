export interface SendLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits how often something is sent per key (an e-mail address, a client address): every limit
 * must leave room, e.g. one a minute and five an hour. Kept in memory,
 * like LoginThrottle: one server process holds the embedded database anyway.
 */
export class SendThrottle {
  private readonly sent = new Map<string, number[]>();
  private readonly longest: number;

  constructor(private readonly options: { limits: SendLimit[]; now?: () => number }) {
    this.longest = Math.max(...options.limits.map((limit) => limit.windowMs));
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Seconds until `key` may send again; 0 when it may now. */
  waitSeconds(key: string): number {
    const now = this.now();
    const kept = (this.sent.get(key) ?? []).filter((at) => at > now - this.longest);
    if (kept.length) this.sent.set(key, kept);
    else this.sent.delete(key);
    let waitMs = 0;
    for (const { max, windowMs } of this.options.limits) {
      const inWindow = kept.filter((at) => at > now - windowMs);
      // The oldest send that must leave the window before another fits.
      const blocking = inWindow.length >= max ? inWindow[inWindow.length - max] : undefined;
      if (blocking !== undefined) waitMs = Math.max(waitMs, blocking + windowMs - now);
    }
    return Math.ceil(waitMs / 1000);
  }

  /** Counts one send for `key`; call it only once waitSeconds said 0. */
  record(key: string): void {
    this.sent.set(key, [...(this.sent.get(key) ?? []), this.now()]);
  }
}
