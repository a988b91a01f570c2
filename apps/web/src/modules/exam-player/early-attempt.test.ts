import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAttemptScript, earlyAttemptUrl, examScreenCalls, takeEarlyAttempt } from './early-attempt';

const EXAM_GROUP = join(__dirname, '../../app/(exam)');

/** The addresses of the exam group's dofulltest pages, from the app folder. */
function examPagePaths(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'page.tsx' && folder.endsWith(`${sep}dofulltest`)) found.push(`/${relative(EXAM_GROUP, folder).split(sep).join('/')}`);
    }
  };
  walk(EXAM_GROUP);
  return found.sort();
}

/** Runs the inline script in a page at `href` with `token` stored; the fetches it made. */
function runScript(href: string, token: string | null) {
  const url = new URL(href);
  const fetch = vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ attempt: { id: 7 } }) }));
  const window: Record<string, unknown> = {};
  runInNewContext(earlyAttemptScript('/api/learner'), {
    window,
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => (key === 'access_token' ? token : null) },
    URLSearchParams,
    fetch,
    Date,
  });
  return { fetch, window };
}

describe('the early attempt fetch', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window;
  });

  it('knows the call of every exam screen of the app', () => {
    const calls = examScreenCalls();
    expect(examPagePaths().length).toBeGreaterThanOrEqual(6);
    for (const path of examPagePaths()) expect(calls[path], path).toMatch(/^Online(Ielts|Toeic|Grammar)Test\/getAttempt$/);
    expect(calls['/page/onlinetest/testtoeic/reading/ets/test/dofulltest']).toBe('OnlineToeicTest/getAttempt');
    expect(calls['/page/home/reading/cambridge/dofulltest']).toBe('OnlineIeltsTest/getAttempt');
  });

  it('fetches the attempt of an exam screen with the learner token, and leaves it for the query', () => {
    const { fetch, window } = runScript('http://localhost/page/onlinetest/testgrammar/test/dofulltest?attemptId=42', 'token-a');
    expect(fetch).toHaveBeenCalledWith('/api/learner/OnlineGrammarTest/getAttempt?attemptId=42', { headers: { Accept: 'application/json', Authorization: 'Bearer token-a' } });
    expect(window.__lexamEarlyAttempt).toMatchObject({ url: '/api/learner/OnlineGrammarTest/getAttempt?attemptId=42', token: 'token-a' });
  });

  it('fetches nothing without a token, without a well-formed attempt id, or on another page', () => {
    expect(runScript('http://localhost/page/onlinetest/ielttest/reading/cambridge/dofulltest?attemptId=42', null).fetch).not.toHaveBeenCalled();
    expect(runScript('http://localhost/page/onlinetest/ielttest/reading/cambridge/dofulltest?attemptId=4x', 'token').fetch).not.toHaveBeenCalled();
    expect(runScript('http://localhost/page/onlinetest/ielttest/reading/cambridge/dofulltest?testId=3', 'token').fetch).not.toHaveBeenCalled();
    expect(runScript('http://localhost/page/home?attemptId=42', 'token').fetch).not.toHaveBeenCalled();
  });

  it('takes what its script left, under the script’s name', async () => {
    const url = earlyAttemptUrl('/api/learner', 'OnlineIeltsTest/getAttempt', 5);
    const answer = { data: { attempt: { id: 5 } }, receivedAt: 123 };
    (globalThis as Record<string, unknown>).window = { __lexamEarlyAttempt: { url, token: 'token-a', result: Promise.resolve(answer) } };
    expect(await takeEarlyAttempt(url, 'token-a')).toEqual(answer);
  });
});
