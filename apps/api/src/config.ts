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
  /** Run Next.js in development mode (hot reload) instead of serving the production build. */
  WEB_DEV: z.stringbool().default(false),
  /** Seconds the server waits for in-flight requests on SIGTERM before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration from the environment; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
