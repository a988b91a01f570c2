import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { attachDemoVideos, createSmtpMailer, hasDemoTests, seedDemoTests, seedDemoVideos, seedGradingDemo, seedReadingCourse, seedSpeakingPrompts, seedWordLists, seedWritingPrompts, startGradingWorker, startMailCatcher, invalidationBus, createQueuedMailer, type QueuedMailer, stopGradingWorker, storageFromEnv, type MailCatcher } from '@lexam/core';
import { DEMO_GRADING_CLASS, DEMO_GRADING_SUBMISSIONS, DEMO_SPEAKING_LAYOUTS, DEMO_SPEAKING_PROMPTS, DEMO_WORD_LISTS, demoGradingAudioDir, DEMO_WRITING_LAYOUTS, DEMO_WRITING_PROMPTS, demoWritingImageDir, databaseOptionsFromEnv, demoReadingCourse, demoVideoDir, demoVideoLessons, demoWordAudioDir, hasDemoSeed, openDatabase, resolveDataDir, upgradeMenus } from '@lexam/db';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadSecret } from './secret';
import { deriveSessionSecret } from './session-token';
import { resolveUploadsDir } from './plugins/uploads';
import { mountWeb, type WebHost } from './web-host';
import { seedDemoContent } from './seed-demo-content';

// The one process of `npm start`: opens and migrates the database, seeds the demo content into a
// new embedded database, serves both APIs and the web app on one origin, and shuts down cleanly.
// A configuration problem (or any crash) ends the process with one clear line, not a stack trace.
process.on('uncaughtException', (error) => {
  console.error(`Lexam stopped: ${error.message}`);
  process.exit(1);
});

const config = loadConfig();
const logger = {
  level: config.LOG_LEVEL,
  // Credentials never reach a log line.
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken', '*.accessToken'], censor: '[redacted]' },
};

const secret = await loadSecret({ env: process.env, dataDir: resolveDataDir() });
// Without SMTP_URL, mail goes to a real SMTP server on loopback that files each message as .eml.
let catcher: MailCatcher | undefined;
if (!config.SMTP_URL) catcher = await startMailCatcher({ port: config.MAIL_CATCHER_PORT, dir: path.join(resolveDataDir(), 'mail') });
const smtpMailer = createSmtpMailer({ url: config.SMTP_URL || catcher!.url, from: config.MAIL_FROM });
const gradingWorker = config.GRADING_WORKER ? startGradingWorker() : Promise.resolve(false);
const database = await openDatabase(databaseOptionsFromEnv());
// Several instances share Redis (REDIS_URL) for what must count across them: sign-in limits and lockouts.
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
redis?.on('error', (error) => console.error(`Redis: ${error.message}`));
// ...and the caches of permissions, published tests and list totals, forgotten on every instance at once.
const subscriber = redis?.duplicate();
if (redis && subscriber) await invalidationBus.connect({ publisher: redis, subscriber });
// Mail goes through a BullMQ queue on that Redis (retried, each message sent once), else straight to SMTP.
const mailer = config.REDIS_URL
  ? createQueuedMailer({ connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }), prefix: config.QUEUE_PREFIX, transport: smtpMailer })
  : smtpMailer;
const uploadsDir = resolveUploadsDir(resolveDataDir());
// Uploaded bytes: the local folder, or S3-compatible storage when every S3_* setting is given.
const storage = storageFromEnv(process.env, uploadsDir);
await database.migrate();
const app = await buildApp({
  database,
  logger,
  tokens: {
    secret,
    learnerTtlSeconds: config.LEARNER_TOKEN_TTL_SECONDS,
    adminTtlSeconds: config.ADMIN_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
  },
  mailer,
  uploadsDir,
  storage,
  appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  signInPerMinute: config.SIGN_IN_RATE_PER_MINUTE,
  maxFailedSignIns: config.LOGIN_MAX_FAILURES,
  lockMinutes: config.LOGIN_LOCK_MINUTES,
  benchBaseline: config.BENCH_BASELINE,
  redis,
  // Long reports are prepared on a BullMQ queue on that Redis (retried, each once), else in this process.
  reportJobs: config.REDIS_URL ? { connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }), prefix: config.QUEUE_PREFIX } : undefined,
  trustProxy: config.TRUST_PROXY,
});
app.log.info({ engine: database.engine, location: database.location }, 'database ready');
if (catcher) app.log.info(`mail is caught by ${catcher.url} and filed in ${path.join(resolveDataDir(), 'mail')}`);

if (database.engine === 'pglite' && !(await hasDemoSeed(database.db))) {
  const counts = await seedDemoContent({ db: database.db, uploadsDir, storage });
  app.log.info({ counts }, 'first start of an empty embedded database: demo content seeded');
} else if (database.engine === 'pglite' && !(await hasDemoTests(database.db))) {
  // An embedded database seeded before the demo tests existed gets them once, like the rest.
  const counts = await seedDemoTests({ db: database.db, uploadsDir, storage });
  app.log.info({ counts }, 'demo tests added to the demo content');
}
if (database.engine === 'pglite') {
  // An embedded database seeded before the reading course existed gets it and its video lessons once
  // (each a no-op when already there).
  const videos = await seedDemoVideos({ db: database.db, uploadsDir, storage }, { videos: demoVideoLessons, mediaDir: demoVideoDir });
  const counts = await seedReadingCourse({ db: database.db, course: demoReadingCourse });
  await attachDemoVideos(database.db);
  if (counts.lessons > 0 || videos.videos > 0) app.log.info({ counts, videos }, 'reading course added to the demo content');
  // Likewise the demo word lists, each once by its key, and any of their recordings that arrived since.
  const wordLists = await seedWordLists({ db: database.db, uploadsDir, storage }, { lists: DEMO_WORD_LISTS, audioDir: demoWordAudioDir });
  if (wordLists.lists > 0 || wordLists.audio > 0) app.log.info({ wordLists }, 'demo word lists added to the demo content');
  // Likewise the demo writing prompts, each once by its seedKey, with their charts.
  const writing = await seedWritingPrompts({ db: database.db, uploadsDir, storage }, { prompts: DEMO_WRITING_PROMPTS, layouts: DEMO_WRITING_LAYOUTS, imageDir: demoWritingImageDir });
  if (writing.prompts > 0 || writing.images > 0) app.log.info({ writing }, 'demo writing prompts added to the demo content');
  // And the demo speaking prompts and layouts, each once.
  const speaking = await seedSpeakingPrompts(database.db, { prompts: DEMO_SPEAKING_PROMPTS, layouts: DEMO_SPEAKING_LAYOUTS });
  if (speaking.prompts > 0 || speaking.layouts > 0) app.log.info({ speaking }, 'demo speaking prompts added to the demo content');
  // And the grading demo (its class, graded and waiting answers), last: it uses the demo prompts.
  const grading = await seedGradingDemo({ db: database.db, uploadsDir, storage }, { group: DEMO_GRADING_CLASS, submissions: DEMO_GRADING_SUBMISSIONS, audioDir: demoGradingAudioDir });
  if (grading.classes > 0 || grading.submissions > 0) app.log.info({ grading }, 'grading demo added to the demo content');
  // A menu seeded before items were added to the default one gets them once (its admins' edits kept).
  const menuItems = await database.db.transaction((tx) => upgradeMenus(tx));
  if (menuItems > 0) app.log.info({ menuItems }, 'items added to the seeded dashboard menu');
}

let web: WebHost | undefined;
if (!config.API_ONLY) {
  // The web app's session library (next-auth) runs in this process and shares the server's secret.
  process.env.NEXTAUTH_SECRET ??= deriveSessionSecret(secret);
  process.env.NEXTAUTH_URL ??= (config.APP_URL ?? `http://localhost:${config.PORT}`);
  const dir = fileURLToPath(new URL('../../web', import.meta.url));
  web = await mountWeb(app, { dir, dev: config.WEB_DEV, hostname: config.HOST, port: config.PORT });
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Readiness turns 503 at once; the instance keeps serving while the balancer notices, then closes.
  app.lifecycle.isDraining = true;
  if (config.DRAIN_SECONDS > 0) {
    app.log.info({ signal, seconds: config.DRAIN_SECONDS }, 'draining: readiness is 503, still serving');
    await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
  }
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  force.unref();
  try {
    await app.close();
    await web?.close();
    await stopGradingWorker();
    await database.close();
    await invalidationBus.disconnect();
    subscriber?.disconnect();
    redis?.disconnect();
    if ('stop' in mailer) await (mailer as QueuedMailer).stop();
    else mailer.close();
    await catcher?.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
// `on`, not `once`: a terminal's Ctrl-C reaches this process twice (from the terminal and forwarded by
// scripts/start.mjs), and a second signal with no listener would end it before its shutdown is done.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Submit bursts are graded on a worker thread while this one keeps serving (grading-pool.ts); it
// loads while the database migrates, and the server listens once it is ready.
await gradingWorker;
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Lexam is ready on http://${config.HOST}:${config.PORT}`);
