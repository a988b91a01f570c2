import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptState, AttemptSummaryDto, OnlineTestListItem, ResultSummary } from '@lexam/contracts';
import { correctResponse, demoReadingKeys } from './support/exam';

// The real server process of `npm start` on an embedded database, killed without warning mid-attempt:
// every answer the server acknowledged must be there when it comes back.
const server = path.resolve(import.meta.dirname, '../src/server.ts');
const dirs: string[] = [];
const children: Array<{ kill: (signal: NodeJS.Signals) => boolean }> = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function start(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { PATH: process.env.PATH, API_ONLY: 'true', PORT: '0', HOST: '127.0.0.1', MAIL_CATCHER_PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, JWT_SECRET: 'restart-test-secret-0123456789abcdef-0123456789' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) { clearInterval(timer); resolve(match[1]!); }
    }, 50);
    void exited.then(() => { clearInterval(timer); reject(new Error(`server exited:\n${output}`)); });
  });
  listening.catch(() => undefined);
  return { child, exited, listening };
}

async function json<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('killing the server mid-attempt', () => {
  it('loses no saved answer: after SIGKILL and a restart, getAttempt has every one and the attempt submits', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-restart-'));
    dirs.push(dataDir);
    const first = start(dataDir);
    let url = await first.listening;
    const signIn = await json<{ accessToken: string }>(`${url}/api/learner/Auth/loginPhysics`, { method: 'POST', body: { email: 'learner@example.com', password: 'Learner@123' } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.accessToken;

    const [test] = (await json<OnlineTestListItem[]>(`${url}/api/learner/OnlineIeltsTest/getOnlineIeltsTest?skill=reading`, { token })).body;
    const attempt = (await json<AttemptSummaryDto>(`${url}/api/learner/OnlineIeltsTest/startOnlineIeltsTest`, { method: 'POST', token, body: { testId: test!.id } })).body;
    const opened = (await json<AttemptState>(`${url}/api/learner/OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`, { token })).body;
    const questions = opened.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
    const steps = questions.map((question, index) => ({ clientSeq: index, questionId: question.id, response: correctResponse(question.type, demoReadingKeys.get(question.number)!.key) }));
    // Saved one at a time, as the exam screen does, each acknowledged before the next.
    const saved = steps.slice(0, 20);
    for (const step of saved) {
      const response = await json(`${url}/api/learner/OnlineIeltsTest/saveAnswers`, { method: 'POST', token, body: { attemptId: attempt.id, steps: [step] } });
      expect(response.status).toBe(200);
    }

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = start(dataDir);
    url = await second.listening;
    const resumed = await json<AttemptState>(`${url}/api/learner/OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.lastClientSeq).toBe(saved.length - 1);
    expect(resumed.body.answers).toHaveLength(saved.length);
    for (const step of saved) expect(resumed.body.answers).toContainEqual({ questionId: step.questionId, response: step.response });

    const rest = await json(`${url}/api/learner/OnlineIeltsTest/saveAnswers`, { method: 'POST', token, body: { attemptId: attempt.id, steps: steps.slice(20) } });
    expect(rest.status).toBe(200);
    const submitted = await json<ResultSummary>(`${url}/api/learner/OnlineIeltsTest/submitOnlineIeltsTest`, { method: 'POST', token, body: { attemptId: attempt.id } });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ rawScore: 40, band: 9 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('keeps a TOEIC listening deadline set by the first play: after SIGKILL and a restart it is where the play put it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-restart-'));
    dirs.push(dataDir);
    const first = start(dataDir);
    let url = await first.listening;
    const token = (await json<{ accessToken: string }>(`${url}/api/learner/Auth/loginPhysics`, { method: 'POST', body: { email: 'learner@example.com', password: 'Learner@123' } })).body.accessToken;
    const [test] = (await json<OnlineTestListItem[]>(`${url}/api/learner/OnlineToeicTest/getOnlineToeicTest?skill=listening`, { token })).body;
    const attempt = (await json<AttemptSummaryDto>(`${url}/api/learner/OnlineToeicTest/startOnlineToeicTest`, { method: 'POST', token, body: { testId: test!.id } })).body;
    expect(attempt.deadlineAt).toBeNull();
    const played = await json<{ attempt: AttemptSummaryDto }>(`${url}/api/learner/OnlineToeicTest/startAttemptClock`, { method: 'POST', token, body: { attemptId: attempt.id } });
    expect(played.status).toBe(200);
    expect(played.body.attempt.deadlineAt).not.toBeNull();

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const second = start(dataDir);
    url = await second.listening;
    const resumed = await json<AttemptState>(`${url}/api/learner/OnlineToeicTest/getAttempt?attemptId=${attempt.id}`, { token });
    expect(resumed.body.attempt).toMatchObject({ deadlineAt: played.body.attempt.deadlineAt, clockWaitsSeconds: null });
    // Playing again after the restart does not move it either.
    const again = await json<{ attempt: AttemptSummaryDto }>(`${url}/api/learner/OnlineToeicTest/startAttemptClock`, { method: 'POST', token, body: { attemptId: attempt.id } });
    expect(again.body.attempt.deadlineAt).toBe(played.body.attempt.deadlineAt);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
