import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@lexam/db';
import type { FileStorage } from '@lexam/core';
import { LocalFileStorage, LoginThrottle, RedisFailureStore, invalidationBus, TokenService, cacheAttemptStates, forgetAllAttemptStates, invalidateListCounts, type Mailer, type TokenSettings } from '@lexam/core';
import type { Redis } from 'ioredis';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import textGuardPlugin from './plugins/text-guard';
import { securityHeadersPlugin } from './plugins/security-headers';
import uploadsPlugin from './plugins/uploads';
import { installBenchBaseline } from './plugins/bench-baseline';
import { installReportJobs, type ReportJobsSettings } from './plugins/report-jobs';
import healthRoutes from './routes/health';
import learnerRoutes from './routes/learner/index';
import adminRoutes from './routes/admin/index';
import type { App } from './types';
import { version } from './version';
import { deriveSessionSecret } from './session-token';

export interface BuildAppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  tokens: TokenSettings;
  mailer: Mailer;
  /** The web app's public address, for links in mails. */
  appUrl: string;
  /** The local uploads folder (what the local storage driver keeps files in). */
  uploadsDir: string;
  /** Where uploaded bytes live: the local folder by default, or S3-compatible storage (`storageFromEnv`). */
  storage?: FileStorage;
  /** Sign-in attempts allowed per client address and minute. */
  signInPerMinute?: number;
  /** Failed sign-ins allowed per account before it is locked for `lockMinutes`. */
  maxFailedSignIns?: number;
  lockMinutes?: number;
  /** Adds the bench's baseline routes (BENCH_BASELINE=true; see plugins/bench-baseline.ts). */
  benchBaseline?: boolean;
  /** The Redis several instances share (REDIS_URL): sign-in limits and lockouts are counted there. */
  redis?: Redis;
  /** Reports prepared in the background: on BullMQ when a connection is given (REDIS_URL), else in this process. */
  reportJobs?: ReportJobsSettings;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For gives the client's address. */
  trustProxy?: boolean | string[];
}

/** A request id we accept from a caller: short and plain, so it is safe to log and echo. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/**
 * Requests that cannot change how many rows an admin list has: reads, and the frequent writes that
 * only touch an attempt's answers or a session (autosave, sign-in, token refresh). Every other
 * request forgets the lists' memoized totals (see `invalidateListCounts`).
 */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const COUNT_NEUTRAL_ROUTE = /\/(saveAnswers|Auth\/login|Auth\/loginPhysics|Auth\/refreshToken)$/;

/** The API server: both API mounts, the docs, health and the shared plugins. It does not listen. */
export async function buildApp({ database, logger = false, tokens, mailer, appUrl, uploadsDir, storage = new LocalFileStorage(uploadsDir), signInPerMinute = 20, maxFailedSignIns = 5, lockMinutes = 15, benchBaseline = false, redis, reportJobs, trustProxy }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger,
    trustProxy: trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route, so that it records every route's response schemas.
  if (benchBaseline) installBenchBaseline(app);
  app.decorate('database', database);
  // One process opens an embedded database, so every write to its attempts passes here and what is
  // kept of them cannot go stale; PostgreSQL may have other writers, and is asked every time.
  if (database.engine === 'pglite') cacheAttemptStates(database.db);
  app.decorate('lifecycle', { isDraining: false });
  app.decorate('adminRoutes', []);
  app.decorate('mail', { mailer, appUrl });
  app.decorate('uploadsDir', uploadsDir);
  app.decorate('fileStorage', storage);
  installReportJobs(app, { db: () => database.db, storage, settings: reportJobs });
  app.decorate('auth', {
    tokens: new TokenService(tokens),
    throttle: new LoginThrottle({ maxFailures: maxFailedSignIns, windowMs: lockMinutes * 60_000, store: redis ? new RedisFailureStore(redis) : undefined }),
    sessionSecret: deriveSessionSecret(tokens.secret),
    recordingSecret: tokens.secret,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Any request that can write (a submit, an edit, a delete) forgets the admin lists' memoized
    // totals before its answer leaves, so the next list read counts again.
    if (READ_ONLY_METHODS.has(request.method)) return;
    if (!COUNT_NEUTRAL_ROUTE.test(request.routeOptions.url ?? '')) invalidateListCounts();
    // Likewise the kept attempt states: a deleted learner, test or question takes attempts or
    // answers with it. Start, save and submit forget the attempts they write in core.
    if (!request.routeOptions.config?.writesOwnAttemptsOnly) forgetAllAttemptStates();
    // With several instances, what this write made them forget has reached Redis before the answer leaves.
    await invalidationBus.settled();
  });

  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(docsPlugin, { version });
  await app.register(async (api: App) => {
    // Security headers for the JSON API; Next.js sets its own for pages.
    await api.register(securityHeadersPlugin, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
    // Per-address sign-in limits: counted in Redis when several instances share it, else in memory.
    await api.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'lexam:rate-limit:' } : {}) });
    await api.register(uploadsPlugin, { uploadsDir, storage });
    await api.register(healthRoutes, { prefix: '/api', version });
    await api.register(learnerRoutes, { prefix: '/api/learner', signInPerMinute });
    await api.register(adminRoutes, { prefix: '/api/admin', signInPerMinute });
  });
  return app;
}
