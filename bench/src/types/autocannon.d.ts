// autocannon 9 ships no types: the part of its API the bench uses (see its README, "API" and "Results").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
      headers?: Record<string, string>;
      body?: string | Buffer;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Stops the run after this many requests, or at the end of `duration`, whichever comes first. */
      maxOverallRequests?: number;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      title?: string;
      /** Requests each connection goes through in turn (see the README, "requests"). */
      requests?: RequestSpec[];
      /** Called with each connection's client before it starts. */
      setupClient?: (client: Client) => void;
      /** Exactly this many requests, overriding `duration`. */
      amount?: number;
      /** Requests per second from all connections together. */
      overallRate?: number;
    }

    interface RequestSpec {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec | null | undefined;
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
    }

    interface Client {
      setRequests(requests: RequestSpec[]): void;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }

    interface Result {
      title?: string;
      url: string;
      /** Seconds. */
      duration: number;
      connections: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      /** Requests per second; `total` is the number of completed requests. */
      requests: Histogram & { sent: number };
      throughput: Histogram;
      start: Date;
      finish: Date;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }

    interface TrackOptions {
      outputStream?: NodeJS.WritableStream;
      renderProgressBar?: boolean;
      renderResultsTable?: boolean;
      renderLatencyTable?: boolean;
    }
  }

  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  namespace autocannon {
    function track(instance: Instance, options?: TrackOptions): void;
  }

  export default autocannon;
}
