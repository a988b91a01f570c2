import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; the embedded PGlite database is used when it is empty. */
  DATABASE_URL: z.string().optional(),
  /** Serve the API alone, without mounting the Next.js web app (tests, benchmarks, separate hosts). */
  API_ONLY: z.stringbool().default(false),
  /** Adds the routes `npm run bench` measures its baseline with (a captured answer served from memory); never in production. */
  BENCH_BASELINE: z.stringbool().default(false),
  /** Grade submit bursts on a worker thread (off the event loop); `false` grades them on it, as a one-core host may prefer. */
  GRADING_WORKER: z.stringbool().default(true),
  /** Run Next.js in development mode (hot reload) instead of serving the production build. */
  WEB_DEV: z.stringbool().default(false),
  /** Lifetimes of tokens, in seconds. The learner's must exceed 30 minutes: it is refreshed 30 minutes before it ends. */
  LEARNER_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(2 * 60 * 60),
  ADMIN_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 60 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 60 * 60),
  /** Sign-in attempts per client address and minute. */
  SIGN_IN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Failed sign-ins per account before it is locked for LOGIN_LOCK_MINUTES. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** The public address of the web app, for links in mails; http://localhost:PORT when empty. */
  APP_URL: z.url().optional(),
  /** Where mail goes (smtp://user:pass@host:port). Empty: a catcher on loopback keeps it in DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lexam <no-reply@lexam.local>'),
  /** The loopback port of the development mail catcher (0 picks a free one). */
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65_535).default(2525),
  /** Seconds the server waits for in-flight requests on SIGTERM before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /**
   * Seconds an instance keeps serving after SIGTERM with its readiness at 503, so a balancer stops
   * sending it new requests before it closes (set it above the balancer's check interval); 0 alone.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /**
   * Behind a load balancer or proxy: whose X-Forwarded-For to believe, so that per-address limits see
   * the learner's address, not the balancer's: `true` (any), or the balancers' addresses and CIDRs separated
   * by commas (`127.0.0.1,10.0.0.0/8`). Empty: the connection's own address.
   */
  TRUST_PROXY: z.string().trim().optional().transform((value) => (!value ? undefined : value === 'true' ? true : value.split(',').map((part) => part.trim()).filter(Boolean))),
  /** Redis (redis://host:port): the state several instances share. Set, the database must be PostgreSQL. */
  REDIS_URL: z.string().optional(),
  /** The Redis key prefix of the job queues (mail, reports), so that several deployments can share one Redis. */
  QUEUE_PREFIX: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only').default('lexam'),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration from the environment; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.REDIS_URL && !config.DATABASE_URL?.trim()) {
    throw new Error('REDIS_URL is set for several instances, but the database is the embedded PGlite, which only one process can open: set DATABASE_URL to a PostgreSQL server shared by every instance (or remove REDIS_URL to run one).');
  }
  return config;
}
