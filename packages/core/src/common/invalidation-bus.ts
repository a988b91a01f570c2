import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What a cache forgets when told: each topic names one process-wide cache. */
export type InvalidationTopic = 'principals' | 'test-content' | 'list-counts';

const CHANNEL = 'lexam:invalidate';

/**
 * Tells every instance to forget a cache. In one process (the embedded default) a change forgets its
 * cache locally and that is all; with several instances (REDIS_URL) the bus publishes the topic on
 * Redis and each other instance forgets its own copy when the message arrives, so a revoked
 * permission or an edited test is refused or reloaded everywhere, not after a TTL.
 */
export class InvalidationBus {
  private readonly handlers = new Map<InvalidationTopic, () => void>();
  private readonly origin = randomUUID();
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private readonly pending = new Set<Promise<unknown>>();

  /** The local forgetting of a topic (set once by the cache's module). */
  on(topic: InvalidationTopic, forget: () => void): void {
    this.handlers.set(topic, forget);
  }

  /** Forgets locally at once, then tells the other instances (if connected). */
  invalidate(topic: InvalidationTopic): void {
    this.handlers.get(topic)?.();
    if (!this.publisher) return;
    const sent: Promise<unknown> = this.publisher.publish(CHANNEL, JSON.stringify({ origin: this.origin, topic })).catch(() => undefined).finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  /**
   * Resolves once every message published so far has reached Redis (which hands it to the other
   * instances before it answers): the API awaits it before answering a write, so a client that reads
   * from another instance after its write never meets the forgotten state.
   */
  async settled(): Promise<void> {
    if (this.pending.size) await Promise.all([...this.pending]);
  }

  /**
   * Joins the instances' channel: `publisher` sends, `subscriber` (a connection of its own, as Redis
   * requires for subscribing) listens. Resolves once subscribed.
   */
  async connect({ publisher, subscriber }: { publisher: Redis; subscriber: Redis }): Promise<void> {
    this.publisher = publisher;
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        const { origin, topic } = JSON.parse(message) as { origin?: string; topic?: InvalidationTopic };
        if (origin !== this.origin && topic) this.handlers.get(topic)?.();
      } catch {
        // Not one of ours: ignored.
      }
    });
    await subscriber.subscribe(CHANNEL);
  }

  /** Leaves the channel (the connections are the caller's to close). */
  async disconnect(): Promise<void> {
    await this.subscriber?.unsubscribe(CHANNEL).catch(() => undefined);
    this.publisher = undefined;
    this.subscriber = undefined;
  }
}

/** The process's bus: the caches register on it; the server connects it when REDIS_URL is set. */
export const invalidationBus = new InvalidationBus();
