// The pages `npm run bench:web` audits (issue #6): the landing page, the learner home, the exam screen
// of the demo IELTS reading test with a started attempt, the reading course's passage reader (its
// heaviest learner screen: rich text, vocabulary popovers, practice, video) and the dashboard home. A page that needs a
// session gets one the way the web app keeps it: the bench signs in through the API and the audit's
// browser finds the tokens in localStorage (see lighthouse.ts); `marker` is an element only the real
// screen has, so an audit of the sign-in redirect or a loading screen fails loudly.

export type PageAuth = 'none' | 'learner' | 'admin';

export interface WebPage {
  /** The route as the Next build names it (budgets.json `web.pages` and the first-load JS table use it). */
  route: string;
  /** A short label for tables and report files. */
  label: string;
  auth: PageAuth;
  /** A CSS selector that only the signed-in screen itself renders; null for a page given on the command line. */
  marker: string | null;
  /** The address to audit (path and query), made ready on the server first when needed (e.g. an attempt started). */
  prepare(session: Sessions): Promise<string>;
}

import type { Page } from 'puppeteer-core';
import { learnerCookieText } from '../../apps/web/src/lib/auth/learner-cookie';

/** localStorage entries the web app reads its session from (apps/web/src/lib/auth/token-store.ts). */
export type StorageEntries = Record<string, string>;

/**
 * The cookies the web app keeps beside those entries: the learner token's mirror, which it writes
 * with the token at sign-in (learner-cookie.ts), so that the server renders the learner's screens.
 */
export function sessionCookies(storage: StorageEntries): string[] {
  return storage.access_token ? [learnerCookieText(storage.access_token)] : [];
}

/**
 * Puts a session in the origin of `baseUrl` as the web app keeps it (localStorage and the token's
 * cookie), from /api/health, which loads no script, so nothing of the audited page is cached.
 */
export async function seedSession(page: Page, baseUrl: string, storage: StorageEntries): Promise<void> {
  if (!Object.keys(storage).length) return;
  await page.goto(new URL('/api/health', baseUrl).href, { waitUntil: 'load' });
  await page.evaluate(
    (entries: StorageEntries, cookies: string[]) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      for (const cookie of cookies) document.cookie = cookie;
    },
    storage,
    sessionCookies(storage),
  );
}

export interface Sessions {
  baseUrl: string;
  /** Signs in once per run and kind (the sign-in rate limit is per minute); the entries to put in localStorage. */
  storage(auth: PageAuth): Promise<StorageEntries>;
  /** A learner API call with the run's learner token. */
  learner<T>(method: 'GET' | 'POST', call: string, body?: unknown): Promise<T>;
}

const DEMO_LEARNER = { email: 'learner@example.com', password: 'Learner@123' };
const DEMO_ADMIN = { username: 'admin', password: 'Admin@123' };
/** The seeded demo reading test (packages/db/src/seed). */
const DEMO_READING_TEST = 'Demo Reading Test 1';
const EXAM_ROUTE = '/page/onlinetest/ielttest/reading/cambridge/dofulltest';

async function callJson<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export function createSessions(baseUrl: string): Sessions {
  const signedIn = new Map<PageAuth, Promise<StorageEntries>>();
  const signIn = async (auth: PageAuth): Promise<StorageEntries> => {
    if (auth === 'learner') {
      const body = await callJson<{ accessToken: string; refreshToken: string; refreshTokenExpiresAt: number }>(`${baseUrl}/api/learner/Auth/loginPhysics`, { method: 'POST', body: JSON.stringify(DEMO_LEARNER) });
      return { access_token: body.accessToken, refresh_token: body.refreshToken, refresh_token_expires_at: String(body.refreshTokenExpiresAt) };
    }
    if (auth === 'admin') {
      const body = await callJson<{ accessToken: string }>(`${baseUrl}/api/admin/Auth/login`, { method: 'POST', body: JSON.stringify(DEMO_ADMIN) });
      return { access_token_admin: body.accessToken };
    }
    return {};
  };
  const storage = (auth: PageAuth) => {
    if (!signedIn.has(auth)) signedIn.set(auth, signIn(auth));
    return signedIn.get(auth)!;
  };
  return {
    baseUrl,
    storage,
    async learner<T>(method: 'GET' | 'POST', call: string, body?: unknown) {
      const { access_token: token } = await storage('learner');
      return callJson<T>(`${baseUrl}/api/learner/${call}`, { method, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    },
  };
}

/** Starts a full attempt at the demo reading test; the exam screen of that attempt is what a learner sees. */
async function startDemoReadingAttempt(session: Sessions): Promise<string> {
  const tests = await session.learner<{ id: number; name: string }[]>('GET', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading&pageSize=100');
  const demo = tests.find((test) => test.name === DEMO_READING_TEST);
  if (!demo) throw new Error(`the learner's reading tests have no "${DEMO_READING_TEST}" (is the demo content seeded?)`);
  const attempt = await session.learner<{ id?: number; attempt?: { id?: number } }>('POST', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: demo.id, mode: 'full' });
  const id = attempt.attempt?.id ?? attempt.id;
  if (typeof id !== 'number') throw new Error(`startOnlineIeltsTest answered no attempt id: ${JSON.stringify(attempt).slice(0, 200)}`);
  return `${EXAM_ROUTE}?attemptId=${id}`;
}

/** The first passage of the first lesson of the demo reading course (Cambridge source): the passage reader. */
async function firstDemoPassage(session: Sessions): Promise<string> {
  const lessons = await session.learner<{ id: number }[]>('GET', 'TestIndex/getListSubTestCourseIndex?skill=reading&source=cambridge');
  if (!lessons[0]) throw new Error('the reading course has no Cambridge lesson (is the demo content seeded?)');
  const passages = await session.learner<{ id: number }[]>('GET', `TestIndex/getListPassageForTestByLession?lessonId=${lessons[0].id}`);
  if (!passages[0]) throw new Error(`the first reading lesson (${lessons[0].id}) has no passage`);
  return `/page/reading/passage/${passages[0].id}`;
}

const fixed = (path: string) => () => Promise.resolve(path);

export const DEFAULT_PAGES: WebPage[] = [
  { route: '/', label: 'landing', auth: 'none', marker: '#landing-hero-title', prepare: fixed('/') },
  // Not #home-greeting: the greeting is also the preview shown while the session loads (LearnerGuard).
  { route: '/page/home', label: 'learner home', auth: 'learner', marker: '#home-tests', prepare: fixed('/page/home') },
  { route: EXAM_ROUTE, label: 'test screen', auth: 'learner', marker: '[data-testid="exam-screen"]', prepare: startDemoReadingAttempt },
  { route: '/page/reading/passage/[passageId]', label: 'passage reader', auth: 'learner', marker: '[data-testid="reading-passage"]', prepare: firstDemoPassage },
  { route: '/dashboard/home', label: 'dashboard home', auth: 'admin', marker: '#dashboard-home-title', prepare: fixed('/dashboard/home') },
];

/** The known page of a route or label (`/page/home`, `test screen`), or an anonymous audit of any other path. */
export function pageFor(argument: string): WebPage {
  const known = DEFAULT_PAGES.find((page) => page.route === argument || page.label === argument || page.label.replace(/ /g, '-') === argument);
  if (known) return known;
  const route = argument.split('?')[0] ?? argument;
  return { route, label: route, auth: 'none', marker: null, prepare: fixed(argument) };
}
