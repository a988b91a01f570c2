import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptState, AttemptSummaryDto, NotificationList, OnlineTestListItem, ReportJob, StoredFile } from '@lexam/contracts';
import { startS3TestServer, type S3TestServer } from '../../../packages/core/src/files/storage/s3-test-server';
import { correctResponse, demoReadingKeys } from '../test/support/exam';
import { createDatabase, ensureHaproxy, freePort, seed, startHaproxy, startInstance, type Balancer, type Instance } from '../../../scripts/cluster';

// Two instances of the real server on the PostgreSQL and Redis of these machines and an S3-compatible
// server on loopback, behind HAProxy: every instance must give the same answer, and losing one must
// lose nothing.
const adminUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const picture = path.resolve(import.meta.dirname, '../../../packages/db/src/seed/exam/toeic-listening/media/toeic-l1-part1-q1.png');

// The job queues' Redis keys of this run, removed after it.
const queuePrefix = `lexam-cluster-${randomBytes(4).toString('hex')}`;
let s3: S3TestServer;
let database: { url: string; drop: () => Promise<void> };
let env: Record<string, string>;
const instances: Record<'a' | 'b', Instance> = {} as Record<'a' | 'b', Instance>;
let balancer: Balancer;

async function call<T>(base: string, route: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${route}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
const adminToken = async (base: string, username: string, password: string) => (await call<{ accessToken: string }>(base, '/api/admin/Auth/login', { method: 'POST', body: { username, password } })).body.accessToken;
const learnerToken = async (base: string) => (await call<{ accessToken: string }>(base, '/api/learner/Auth/loginPhysics', { method: 'POST', body: { email: 'learner@example.com', password: 'Learner@123' } })).body.accessToken;

beforeAll(async () => {
  ensureHaproxy();
  s3 = await startS3TestServer('lexam-cluster');
  database = await createDatabase(adminUrl);
  env = {
    DATABASE_URL: database.url, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, JWT_SECRET: randomBytes(32).toString('hex'), DRAIN_SECONDS: '2', TRUST_PROXY: '127.0.0.1',
    LOGIN_MAX_FAILURES: '3', SIGN_IN_RATE_PER_MINUTE: '1000',
    S3_ENDPOINT: s3.settings.endpoint, S3_BUCKET: s3.settings.bucket, S3_ACCESS_KEY_ID: s3.settings.accessKeyId, S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey, S3_REGION: s3.settings.region, S3_FORCE_PATH_STYLE: 'true',
  };
  await seed(env);
  const [a, b, front] = [await freePort(), await freePort(), await freePort()];
  [instances.a, instances.b] = await Promise.all([startInstance('a', a, env), startInstance('b', b, env)]);
  balancer = await startHaproxy(front, [{ name: 'a', port: a }, { name: 'b', port: b }]);
}, 300_000);

afterAll(async () => {
  await balancer?.close();
  for (const instance of Object.values(instances)) instance.child.kill('SIGKILL');
  await Promise.all(Object.values(instances).map((instance) => instance.exited));
  await database?.drop();
  await s3?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${queuePrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('several instances behind HAProxy', () => {
  it('serves a learner signed in through one instance from the other, and through the balancer', async () => {
    const token = await learnerToken(instances.a.url);
    expect((await call(instances.b.url, '/api/learner/Notification/getList', { token })).status).toBe(200);
    expect((await call(balancer.url, '/api/learner/Notification/getList', { token })).status).toBe(200);
  });

  it('counts failed sign-ins of an account across both instances', async () => {
    const username = `nobody-${randomBytes(3).toString('hex')}`;
    const tryOn = (instance: Instance) => call(instance.url, '/api/admin/Auth/login', { method: 'POST', body: { username, password: 'wrong-password' } });
    expect([(await tryOn(instances.a)).status, (await tryOn(instances.b)).status, (await tryOn(instances.a)).status]).toEqual([401, 401, 401]);
    expect((await tryOn(instances.b)).status).toBe(429);
  });

  it('downloads a file uploaded through one instance from the other, with range requests', async () => {
    const token = await adminToken(instances.a.url, 'admin', 'Admin@123');
    const bytes = await readFile(picture);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${instances.a.url}/api/admin/Upload/UploadImage`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as StoredFile;
    const whole = await fetch(`${instances.b.url}${file.url}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${instances.b.url}${file.url}`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('refuses on one instance at once a permission revoked through the other', async () => {
    const admin = await adminToken(instances.a.url, 'admin', 'Admin@123');
    const teacher = await adminToken(instances.b.url, 'teacher', 'Teacher@123');
    const history = '/api/admin/Home/GetHistoryLearningOfStudent?pageSize=1';
    // Instance b has the teacher's permissions in its cache now.
    expect((await call(instances.b.url, history, { token: teacher })).status).toBe(200);
    const roles = (await call<Array<{ id: number; name: string; permissions: string[] }>>(instances.a.url, '/api/admin/Role?pageSize=100', { token: admin })).body;
    const role = roles.find((candidate) => candidate.name === 'teacher')!;
    const revoked = await call(instances.a.url, `/api/admin/Role/${role.id}`, { method: 'PUT', token: admin, body: { permissions: role.permissions.filter((name) => name !== 'user.read') } });
    expect(revoked.status).toBe(200);
    expect((await call(instances.b.url, history, { token: teacher })).status).toBe(403);
    await call(instances.a.url, `/api/admin/Role/${role.id}`, { method: 'PUT', token: admin, body: { permissions: role.permissions } });
    expect((await call(instances.b.url, history, { token: teacher })).status).toBe(200);
  });

  it('runs a job queued twice, through both instances, once: the same report asked on each', async () => {
    const token = await adminToken(instances.a.url, 'admin', 'Admin@123');
    // The job is one per user, query and minute: not asked across a minute's end.
    const second = new Date().getSeconds();
    if (second > 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const route = `/api/admin/User/report?mode=queue&format=csv&sort=id&searchByName=${randomBytes(3).toString('hex')}`;
    const [onA, onB] = await Promise.all([call<ReportJob>(instances.a.url, route, { method: 'POST', token }), call<ReportJob>(instances.b.url, route, { method: 'POST', token })]);
    expect([onA.status, onB.status]).toEqual([202, 202]);
    expect(onB.body.id).toBe(onA.body.id);
    let job: ReportJob | undefined;
    for (let tries = 0; tries < 100 && job?.status !== 'done'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await call<ReportJob>(instances.b.url, `/api/admin/Reports/${onA.body.id}`, { token })).body;
    }
    expect(job).toMatchObject({ status: 'done', attempts: 1, rowCount: 0 });
    // Made once: one notification of it, and its file (in the bucket) downloads through either instance.
    const notes = (await call<NotificationList>(instances.a.url, '/api/admin/Notification/getList?pageSize=50', { token })).body;
    expect(notes.rows.filter((note) => note.link === job!.downloadUrl)).toHaveLength(1);
    for (const instance of [instances.a, instances.b]) {
      const file = await fetch(`${instance.url}${job!.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect((await file.text()).trim().split('\r\n')).toHaveLength(1);
    }
  });

  it('loses no acknowledged answer when one instance stops with SIGTERM and the other is killed with SIGKILL mid-exam', async () => {
    const token = await learnerToken(balancer.url);
    const [test] = (await call<OnlineTestListItem[]>(balancer.url, '/api/learner/OnlineIeltsTest/getOnlineIeltsTest?skill=reading', { token })).body;
    const attempt = (await call<AttemptSummaryDto>(balancer.url, '/api/learner/OnlineIeltsTest/startOnlineIeltsTest', { method: 'POST', token, body: { testId: test!.id } })).body;
    const opened = (await call<AttemptState>(balancer.url, `/api/learner/OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`, { token })).body;
    const questions = opened.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
    const steps = questions.map((question, index) => ({ clientSeq: index, questionId: question.id, response: correctResponse(question.type, demoReadingKeys.get(question.number)!.key) }));
    // As the exam screen's queue does: each save retried (same clientSeq) until acknowledged.
    const acknowledged: typeof steps = [];
    const save = async (step: (typeof steps)[number]) => {
      for (let tries = 0; tries < 50; tries++) {
        const answer = await call(balancer.url, '/api/learner/OnlineIeltsTest/saveAnswers', { method: 'POST', token, body: { attemptId: attempt.id, steps: [step] } }).catch(() => ({ status: 0 }));
        if (answer.status === 200) return acknowledged.push(step);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`save ${step.clientSeq} never acknowledged`);
    };
    // Three thirds of the test's answers: before the SIGTERM, while the instance drains, after the SIGKILL.
    const third = Math.floor(steps.length / 3);
    expect(third).toBeGreaterThan(3);
    for (const step of steps.slice(0, third)) await save(step);
    instances.a.child.kill('SIGTERM');
    for (const step of steps.slice(third, 2 * third)) await save(step);
    expect(await instances.a.exited).toBe(0);
    expect(instances.a.output()).toContain('draining');
    instances.a = await startInstance('a', instances.a.port, env);
    // The balancer sees it ready within its check interval.
    await new Promise((resolve) => setTimeout(resolve, 800));
    instances.b.child.kill('SIGKILL');
    for (const step of steps.slice(2 * third)) await save(step);
    expect(await instances.b.exited).toBe('SIGKILL');
    const resumed = (await call<AttemptState>(balancer.url, `/api/learner/OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`, { token })).body;
    expect(acknowledged.map((step) => step.clientSeq)).toEqual(steps.map((step) => step.clientSeq));
    expect(resumed.lastClientSeq).toBe(steps.length - 1);
    expect(resumed.answers).toHaveLength(steps.length);
    for (const step of acknowledged) expect(resumed.answers).toContainEqual({ questionId: step.questionId, response: step.response });
  }, 180_000);
});
