import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseQuerystring } from 'node:querystring';
import { pipeline } from 'node:stream/promises';
import type { ConnectionOptions } from 'bullmq';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReportBody, ReportFormat, ReportJob } from '@lexam/contracts';
import { createBullJobQueue, createMemoryJobQueue, notifyUser, type FileStorage, type JobQueue, type JobState } from '@lexam/core';
import { principalOf } from './auth';
import { listQueryOf, openReport, reportContentType, reportFileName, type ReportSource } from './report';
import { chooseReportColumns } from './report-columns';

type Database = FastifyInstance['database']['db'];

/** The BullMQ queue reports are prepared through (REDIS_URL). */
export const REPORT_QUEUE = 'lexam-reports';
/** Report files start so in the file storage; older than `keepMs` they are removed. */
export const REPORT_KEY_PREFIX = 'report-';
const HOUR = 60 * 60 * 1000;

/** What a queued report carries to whichever instance runs it: all JSON. */
export interface ReportJobData {
  userId: number;
  entity: string;
  /** The report route's query as it came (strings), checked again by the route's schema when run. */
  query: Record<string, unknown>;
  body: ReportBody | null;
  scope: unknown;
  format: ReportFormat;
  /** When it was asked for (ISO): the file's date. */
  askedAt: string;
}
export interface ReportJobResult {
  key: string;
  rowCount: number;
  size: number;
}

export interface ReportJobsSettings {
  /** BullMQ on this Redis (REDIS_URL, `maxRetriesPerRequest: null`); without it, the in-process queue. */
  connection?: ConnectionOptions;
  /** The Redis key prefix of the queue (tests give each run its own). */
  prefix?: string;
  /** How long a report file and its job are kept (24 h). */
  keepMs?: number;
  attempts?: number;
  backoffMs?: number;
}

export interface ReportJobs {
  sources: Map<string, ReportSource>;
  queue(): JobQueue<ReportJobData, ReportJobResult>;
  /** Removes report files older than `keepMs` from the storage; answers how many. */
  cleanUp(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportJobs: ReportJobs;
  }
}

/**
 * Long reports through a job queue: `POST E/report?mode=queue` answers 202 with a job; a worker (on
 * every instance with BullMQ, in this process without Redis) writes the same file the download
 * streams into the file storage, tells the user in the app, and `GET Reports/{id}/download` streams it
 * to them alone. The job id is derived from who asked what (user, entity, query, body, format) and the
 * minute, so the same report asked twice at once is made once. Old files go on start and every hour.
 */
export function installReportJobs(app: FastifyInstance, { db, storage, settings = {} }: { db: () => Database; storage: FileStorage; settings?: ReportJobsSettings }) {
  const keepMs = settings.keepMs ?? 24 * HOUR;
  const sources = new Map<string, ReportSource>();
  let queue: JobQueue<ReportJobData, ReportJobResult> | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  const run = (data: ReportJobData, id: string) => runReportJob({ data, id, source: sources.get(data.entity), db: db(), storage, log: app.log });
  const jobs: ReportJobs = {
    sources,
    queue() {
      if (!queue) throw new Error('The report queue starts with the server.');
      return queue;
    },
    async cleanUp() {
      const before = Date.now() - keepMs;
      const old = (await storage.list(REPORT_KEY_PREFIX)).filter((file) => file.lastModified.getTime() < before);
      for (const file of old) await storage.delete(file.key);
      return old.length;
    },
  };
  app.decorate('reportJobs', jobs);
  // The worker starts once every route (and so every report source) is registered.
  app.addHook('onReady', async () => {
    const common = { run, keepMs, attempts: settings.attempts ?? 3, backoffMs: settings.backoffMs ?? 5_000 };
    queue = settings.connection ? createBullJobQueue({ ...common, name: REPORT_QUEUE, connection: settings.connection, prefix: settings.prefix }) : createMemoryJobQueue(common);
    const sweep = () => jobs.cleanUp().then((count) => { if (count) app.log.info({ count }, 'old report files removed'); }, (error: unknown) => app.log.warn({ err: error }, 'old report files could not be removed'));
    void sweep();
    sweeper = setInterval(sweep, HOUR);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await queue?.stop();
  });
}

/** Registers what a report route reports, so its queued jobs can be run on any instance. */
export function defineReportSource<Scope>(app: FastifyInstance, source: ReportSource<Scope>): ReportSource<Scope> {
  app.reportJobs.sources.set(source.entity, source as ReportSource);
  return source;
}

/** `POST E/report?mode=queue`: queues the report (once per user, query and minute) and answers 202 with its job. */
export async function queueReport({ request, reply, source }: { request: FastifyRequest; reply: FastifyReply; source: ReportSource }): Promise<FastifyReply> {
  const { format } = listQueryOf(request.query as Record<string, unknown>);
  // The query as it came (strings): the worker checks it again with the route's schema.
  const { mode: _mode, ...query } = parseQuerystring(request.url.split('?')[1] ?? '') as Record<string, unknown>;
  const body = (request.body as ReportBody | null | undefined) ?? null;
  const userId = principalOf(request).id;
  const askedAt = new Date();
  const minute = Math.floor(askedAt.getTime() / 60_000);
  const sorted = Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  const id = `r${createHash('sha256').update(JSON.stringify([userId, source.entity, format, sorted, body, minute])).digest('hex').slice(0, 40)}`;
  const data: ReportJobData = { userId, entity: source.entity, query, body, scope: source.scopeOf?.(request) ?? null, format, askedAt: askedAt.toISOString() };
  // One row read now, as the download reads its first page: a bad query (an unknown sort column) is a
  // problem answer with its status, not a job that fails later.
  chooseReportColumns(source.columns, body);
  await source.listPage(listQueryOf(request.query as Record<string, unknown>).listQuery, { pageIndex: 1, pageSize: 1 }, data.scope);
  const state = await request.server.reportJobs.queue().add(id, data);
  return reply.code(202).header('location', `/api/admin/Reports/${id}`).send(reportJobOf(state));
}

/** What `GET Reports/{id}` answers of a job. */
export function reportJobOf(state: JobState<ReportJobData, ReportJobResult>): ReportJob {
  const { data } = state;
  const done = state.status === 'done' && state.result;
  return {
    id: state.id,
    entity: data.entity,
    format: data.format,
    status: state.status,
    rowCount: done ? state.result!.rowCount : null,
    fileName: reportFileName(data.entity, data.format, new Date(data.askedAt)),
    downloadUrl: done ? downloadPathOf(state.id) : null,
    error: state.error ?? null,
    attempts: state.attempts,
    createdAt: new Date(state.createdAt).toISOString(),
    finishedAt: state.finishedAt ? new Date(state.finishedAt).toISOString() : null,
  };
}

export const downloadPathOf = (id: string) => `/api/admin/Reports/${id}/download`;

/** Writes the report into a staging file, stores it under `report-<id>.<format>` and tells its owner. */
async function runReportJob({ data, id, source, db, storage, log }: { data: ReportJobData; id: string; source: ReportSource | undefined; db: Database; storage: FileStorage; log: FastifyBaseLogger }): Promise<ReportJobResult> {
  if (!source) throw new Error(`No report of ${data.entity} on this instance.`);
  const { listQuery } = listQueryOf(source.query.parse(data.query) as Record<string, unknown>);
  const columns = chooseReportColumns(source.columns, data.body);
  const key = `${REPORT_KEY_PREFIX}${id}.${data.format}`;
  await mkdir(storage.stagingDir, { recursive: true });
  const staged = path.join(storage.stagingDir, `.incoming-${randomUUID()}`);
  try {
    const report = await openReport({ format: data.format, columns, entity: data.entity, log, listPage: (page) => source.listPage(listQuery, page, data.scope) });
    await pipeline(report.body, createWriteStream(staged, { mode: 0o640 }));
    const { size } = await stat(staged);
    await storage.putFile(key, staged, { contentType: reportContentType(data.format), size });
    const rowCount = report.rows();
    await notifyUser(db, {
      userId: data.userId,
      kind: 'report-ready',
      title: `Your ${data.entity} report is ready`,
      // The file's name: the same in every language (the web titles the notification in the admin's).
      body: reportFileName(data.entity, data.format, new Date(data.askedAt)),
      link: downloadPathOf(id),
    });
    log.info({ job: id, entity: data.entity, rows: rowCount }, 'report prepared');
    return { key, rowCount, size };
  } finally {
    await rm(staged, { force: true });
  }
}
