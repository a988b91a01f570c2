import { randomBytes } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationList, ReportJob } from '@lexam/contracts';
import type { LocalFileStorage } from '@lexam/core';
import { sql } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

// Long reports prepared in the background (POST E/report?mode=queue): the embedded in-process queue,
// and BullMQ on the Redis running on these machines (each run its own key prefix).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetRows(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

function reportJobSuite(name: string, options: () => Parameters<typeof buildTestApp>[0]) {
  describe(name, () => {
    let ctx: TestContext;
    const tokens: Record<'admin' | 'editor' | 'teacher', string> = { admin: '', editor: '', teacher: '' };
    beforeAll(async () => {
      ctx = await buildTestApp({ seed: true, signInPerMinute: 1000, ...options() });
      for (const [who, password] of [['admin', 'Admin@123'], ['editor', 'Editor@123'], ['teacher', 'Teacher@123']] as const) {
        tokens[who] = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: who, password } })).json<{ accessToken: string }>().accessToken;
      }
      await ctx.database.db.execute(sql`
        insert into users (kind, email, password_hash, full_name)
        select 'site', 'queued-' || g || '@example.com', 'x', 'Queued ' || lpad(g::text, 4, '0') from generate_series(1, 1500) g`);
    }, 120_000);
    afterAll(async () => { await ctx.close(); });

    const call = (method: 'GET' | 'POST', url: string, { payload, token = tokens.admin }: { payload?: object; token?: string } = {}) =>
      ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const waitDone = async (id: string, token = tokens.admin) => {
      let job: ReportJob | undefined;
      await vi.waitFor(async () => {
        job = (await call('GET', `Reports/${id}`, { token })).json<ReportJob>();
        expect(job.status).toBe('done');
      }, { timeout: 30_000, interval: 100 });
      return job!;
    };

    it('queues a report (202), prepares it in the background, and downloads the same rows as the list', async () => {
      const queued = await call('POST', 'User/report?mode=queue&kind=site&searchByName=Queued&sort=fullName', { payload: { titles: { fullName: 'Nom' } } });
      expect(queued.statusCode, queued.body).toBe(202);
      const job = queued.json<ReportJob>();
      expect(job).toMatchObject({ entity: 'User', format: 'xlsx', downloadUrl: null });
      expect(job.id).toMatch(/^r[0-9a-f]{40}$/);
      expect(queued.headers.location).toBe(`/api/admin/Reports/${job.id}`);

      const done = await waitDone(job.id);
      expect(done).toMatchObject({ rowCount: 1500, downloadUrl: `/api/admin/Reports/${job.id}/download`, attempts: 1, error: null });
      expect(done.fileName).toMatch(/^user-\d{4}-\d{2}-\d{2}\.xlsx$/);

      const file = await ctx.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(XLSX);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
      const rows = await sheetRows(file.rawPayload);
      expect(rows[0]).toContain('Nom');
      const names = rows.slice(1).map((row) => row[rows[0]!.indexOf('Nom')]);
      expect(names).toHaveLength(1500);
      expect(names[0]).toBe('Queued 0001');
      expect(names.at(-1)).toBe('Queued 1500');

      // Its owner is told in the app, with the download link.
      const notes = (await call('GET', 'Notification/getList?pageSize=10')).json<NotificationList>();
      expect(notes.rows.filter((note) => note.link === done.downloadUrl)).toEqual([expect.objectContaining({ kind: 'report-ready', readAt: null })]);
    });

    it('makes the same report asked twice at once once', async () => {
      const url = 'User/report?mode=queue&format=csv&searchByName=Queued%200001';
      // The job is one per user, query and minute: not asked across a minute's end.
      const second = new Date().getSeconds();
      if (second > 57) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      const [first, again] = await Promise.all([call('POST', url), call('POST', url)]);
      expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
      const id = first.json<ReportJob>().id;
      expect(again.json<ReportJob>().id).toBe(id);
      const done = await waitDone(id);
      expect(done).toMatchObject({ rowCount: 1, attempts: 1, format: 'csv' });
      const notes = (await call('GET', 'Notification/getList?pageSize=50')).json<NotificationList>();
      expect(notes.rows.filter((note) => note.link === done.downloadUrl)).toHaveLength(1);
      const csv = await ctx.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    });

    it('shows a report job and its file to the admin who asked for it alone (404 to another)', async () => {
      const job = (await call('POST', 'User/report?mode=queue&searchByName=Queued%2000')).json<ReportJob>();
      await waitDone(job.id);
      for (const url of [`Reports/${job.id}`, `Reports/${job.id}/download`]) {
        const other = await call('GET', url, { token: tokens.editor });
        expect(other.statusCode, url).toBe(404);
        expect(other.json()).toMatchObject({ title: 'There is no such report.' });
      }
      expect((await call('GET', `Reports/r${'0'.repeat(40)}`)).statusCode).toBe(404);
    });

    it('keeps the caller’s scope: a teacher’s queued learning history holds their classes’ learners only', async () => {
      const direct = await call('POST', 'Home/reportHistoryLearningOfStudent?format=csv', { token: tokens.teacher });
      expect(direct.statusCode).toBe(200);
      const queued = await call('POST', 'Home/reportHistoryLearningOfStudent?format=csv&mode=queue', { token: tokens.teacher });
      expect(queued.statusCode, queued.body).toBe(202);
      const done = await waitDone(queued.json<ReportJob>().id, tokens.teacher);
      const file = await ctx.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { authorization: `Bearer ${tokens.teacher}` } });
      expect(file.body).toBe(direct.body);
      expect(done.rowCount).toBe(direct.body.trim().split('\r\n').length - 1);
    });

    it('refuses bad input with 400 and a title, and needs a signed-in admin', async () => {
      for (const [method, url, payload] of [
        ['POST', 'User/report?mode=later'],
        ['POST', 'User/report?mode=queue&format=pdf'],
        ['POST', 'User/report?mode=queue', { columns: [{ key: 'no such', title: 'x' }] }],
        ['GET', 'Reports/not-a-job'],
        ['GET', 'Reports/../User/download'],
      ] as const) {
        const answer = await call(method, url, { payload });
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json<{ title: string }>().title, url).toBeTruthy();
      }
      const unknownSort = await call('POST', 'User/report?mode=queue&sort=nope');
      expect(unknownSort.statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/Reports/r${'0'.repeat(40)}` })).statusCode).toBe(401);
    });
  });
}

reportJobSuite('reports prepared in the background: the embedded in-process queue', () => ({}));

const prefix = `lexam-test-${randomBytes(4).toString('hex')}`;
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
afterAll(async () => {
  const keys = await connection.keys(`${prefix}*`);
  if (keys.length) await connection.del(...keys);
  connection.disconnect();
});
reportJobSuite('reports prepared in the background: BullMQ on Redis', () => ({ reportJobs: { connection, prefix } }));

describe('old report files', () => {
  it('are removed after their day, on start and by the worker; other files stay', async () => {
    const ctx = await buildTestApp();
    try {
      const storage = ctx.app.fileStorage as LocalFileStorage;
      const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
      for (const name of ['report-rold.xlsx', 'report-rnew.csv', 'picture-old.png']) await writeFile(path.join(storage.dir, name), 'x');
      for (const name of ['report-rold.xlsx', 'picture-old.png']) await utimes(path.join(storage.dir, name), old, old);
      expect(await ctx.app.reportJobs.cleanUp()).toBe(1);
      expect(await storage.head('report-rold.xlsx')).toBeUndefined();
      expect(await storage.head('report-rnew.csv')).toBeDefined();
      expect(await storage.head('picture-old.png')).toBeDefined();
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
