import { describe, expect, it, vi } from 'vitest';
import { authReducer, changesPerson, initialAuthState, type AuthState } from './auth-reducer';
import { decodeToken, isValidToken, userIdOf } from './jwt';
import { createAdminExpiryTimer, createLearnerRefresher, REFRESH_AHEAD_MS } from './refresh-scheduler';
import { isAdminTerritory, runStartupCheck, type StartupDeps } from './startup-check';
import { fakeToken } from './test-tokens';

const NOW = 1_800_000_000_000;
const live = (id: number, minutes = 60) => fakeToken({ nameid: String(id), exp: Math.floor((NOW + minutes * 60_000) / 1000) });
const expired = (id: number) => fakeToken({ nameid: String(id), exp: Math.floor((NOW - 1000) / 1000) });

describe('tokens', () => {
  it('reads claims, including non-ASCII ones, and judges validity by expiry only', () => {
    const token = fakeToken({ nameid: '7', exp: NOW / 1000 + 60, name: 'Nguyễn Văn An' });
    expect(decodeToken(token)).toMatchObject({ nameid: '7', name: 'Nguyễn Văn An' });
    expect(isValidToken(token, NOW)).toBe(true);
    expect(isValidToken(expired(7), NOW)).toBe(false);
    expect(isValidToken(fakeToken({ nameid: '7' }), NOW)).toBe(false);
    expect(isValidToken('not a token', NOW)).toBe(false);
    expect(isValidToken(null, NOW)).toBe(false);
    expect(userIdOf(token)).toBe(7);
  });
});

describe('authReducer', () => {
  it('INITIAL sets everything from the start-up check', () => {
    const state = authReducer(initialAuthState, { type: 'INITIAL', payload: { isAuthenticated: true, user: { id: 1 }, admin: null } });
    expect(state).toEqual({ isInitialized: true, isAuthenticated: true, user: { id: 1 }, admin: null, ROLES: [] });
  });
  it('LOGIN sets authenticated with the user and/or the admin and its roles', () => {
    const admin = authReducer(initialAuthState, { type: 'LOGIN', payload: { admin: { id: 2 }, roles: ['teacher'] } });
    expect(admin).toMatchObject({ isAuthenticated: true, admin: { id: 2 }, user: null, ROLES: ['teacher'] });
    const both = authReducer(admin, { type: 'LOGIN', payload: { user: { id: 3 } } });
    expect(both).toMatchObject({ user: { id: 3 }, admin: { id: 2 } });
  });
  it('LOGOUT clears authenticated, user and admin', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN', payload: { user: { id: 1 }, admin: { id: 2 }, roles: ['x'] } });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toMatchObject({ isAuthenticated: false, user: null, admin: null, ROLES: [] });
  });
});

describe('changesPerson (the store forgets the last person when it is true)', () => {
  type Person = { id: number };
  const signedIn = authReducer(initialAuthState, { type: 'LOGIN', payload: { user: { id: 1 } } }) as AuthState<Person, Person>;
  it('is true for a sign-out of someone and for a sign-in of someone else', () => {
    expect(changesPerson(signedIn, { type: 'LOGOUT' })).toBe(true);
    expect(changesPerson(signedIn, { type: 'LOGIN', payload: { user: { id: 2 } } })).toBe(true);
    expect(changesPerson(signedIn, { type: 'LOGIN', payload: { admin: { id: 7 }, user: null } })).toBe(true);
    expect(changesPerson(initialAuthState as AuthState<Person, Person>, { type: 'LOGIN', payload: { user: { id: 1 } } })).toBe(true);
  });
  it('is false for a profile reload of the same person, a sign-out of nobody and the start-up state', () => {
    expect(changesPerson(signedIn, { type: 'LOGIN', payload: { user: { id: 1 } } })).toBe(false);
    expect(changesPerson(initialAuthState as AuthState<Person, Person>, { type: 'LOGOUT' })).toBe(false);
    expect(changesPerson(signedIn, { type: 'INITIAL', payload: { isAuthenticated: true, user: { id: 5 }, admin: null } })).toBe(false);
  });
});

describe('the start-up check (SPEC.md 4)', () => {
  function deps(overrides: Partial<StartupDeps<string, string>>): StartupDeps<string, string> {
    return {
      pathname: '/page/home',
      learnerToken: null,
      adminToken: null,
      sessionCookie: null,
      now: NOW,
      fetchUserFromCookie: vi.fn(async (cookie) => `cookie-user:${String(cookie.email)}`),
      fetchUserById: vi.fn(async (id) => `user:${id}`),
      fetchAdminById: vi.fn(async (id) => ({ admin: `admin:${id}`, roles: ['super admin'] })),
      ...overrides,
    };
  }

  it('1. a valid user token with the session cookie fetches the user from the cookie', async () => {
    const d = deps({ learnerToken: live(5), sessionCookie: { email: 'a@b.c', sessionToken: 's' } });
    expect(await runStartupCheck(d)).toEqual({ type: 'INITIAL', payload: { isAuthenticated: true, user: 'cookie-user:a@b.c', admin: null } });
    expect(d.fetchUserById).not.toHaveBeenCalled();
  });
  it('2. a valid user token without the cookie fetches the user by the id in the token', async () => {
    expect((await runStartupCheck(deps({ learnerToken: live(5) }))).payload).toMatchObject({ isAuthenticated: true, user: 'user:5' });
  });
  it('3. on admin territory a valid admin token fetches the admin by its id, with its roles', async () => {
    for (const pathname of ['/auth/loginAdmin', '/dashboard/system/user/list', '/something/dashboard']) {
      expect((await runStartupCheck(deps({ pathname, adminToken: live(9) }))).payload, pathname).toEqual({ isAuthenticated: true, user: null, admin: 'admin:9', roles: ['super admin'] });
    }
  });
  it('3. an admin token is not used outside admin territory', async () => {
    expect((await runStartupCheck(deps({ pathname: '/page/home', adminToken: live(9) }))).payload.isAuthenticated).toBe(false);
  });
  it('4. expired tokens leave the person signed out', async () => {
    expect((await runStartupCheck(deps({ learnerToken: expired(5), pathname: '/dashboard', adminToken: expired(9) }))).payload).toEqual({ isAuthenticated: false, user: null, admin: null });
  });
  it('4. any error leaves the person signed out', async () => {
    const failing = deps({ learnerToken: live(5), fetchUserById: vi.fn(async () => { throw new Error('401'); }) });
    expect((await runStartupCheck(failing)).payload.isAuthenticated).toBe(false);
  });
  it('knows admin territory', () => {
    expect(isAdminTerritory('/dashboard')).toBe(true);
    expect(isAdminTerritory('/auth/login')).toBe(false);
  });
});

describe('token refresh (SPEC.md 9)', () => {
  function clock() {
    let now = NOW;
    const timers: { at: number; run: () => void; id: number }[] = [];
    let next = 1;
    return {
      deps: {
        now: () => now,
        setTimer: (run: () => void, ms: number) => { const id = next++; timers.push({ at: now + ms, run, id }); return id; },
        clearTimer: (id: unknown) => { const index = timers.findIndex((timer) => timer.id === id); if (index >= 0) timers.splice(index, 1); },
      },
      timers,
      async advance(ms: number) {
        now += ms;
        for (const timer of timers.filter((candidate) => candidate.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  }

  it('refreshes 30 minutes before expiry and reschedules from the new expiry', async () => {
    const time = clock();
    const refresh = vi.fn(async () => live(5, 120 + 60));
    const refresher = createLearnerRefresher({ ...time.deps, hasValidRefreshToken: () => true, refresh, onExpired: vi.fn() });
    refresher.schedule(live(5, 60));
    expect(time.timers[0]!.at - NOW).toBe(60 * 60_000 - REFRESH_AHEAD_MS);
    await time.advance(30 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await time.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(time.timers).toHaveLength(1);
    expect(time.timers[0]!.at - NOW).toBe(180 * 60_000 - REFRESH_AHEAD_MS);
  });

  it('runs one refresh at a time', async () => {
    const time = clock();
    let release: (token: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => { release = resolve; }));
    const refresher = createLearnerRefresher({ ...time.deps, hasValidRefreshToken: () => true, refresh, onExpired: vi.fn() });
    const first = refresher.refreshNow();
    const second = refresher.refreshNow();
    release(live(5));
    await Promise.all([first, second]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh with an expired refresh token, and reports the expiry', async () => {
    const onExpired = vi.fn();
    const refresh = vi.fn(async () => live(5));
    const refresher = createLearnerRefresher({ ...clock().deps, hasValidRefreshToken: () => false, refresh, onExpired });
    await refresher.refreshNow();
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('without a valid refresh token, keeps the token until its own expiry, then reports it', async () => {
    const time = clock();
    const onExpired = vi.fn();
    const refresh = vi.fn(async () => live(5));
    const refresher = createLearnerRefresher({ ...time.deps, hasValidRefreshToken: () => false, refresh, onExpired });
    refresher.schedule(live(5, 60));
    await time.advance(60 * 60_000 - 1);
    expect(onExpired).not.toHaveBeenCalled();
    await time.advance(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('logs a failed refresh, then reports the expiry', async () => {
    const onExpired = vi.fn();
    const onError = vi.fn();
    const refresher = createLearnerRefresher({ ...clock().deps, hasValidRefreshToken: () => true, refresh: async () => { throw new Error('401'); }, onExpired, onError });
    await refresher.refreshNow();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes an admin token: it expires at its expiry', async () => {
    const time = clock();
    const onExpired = vi.fn();
    const timer = createAdminExpiryTimer({ ...time.deps, onExpired });
    timer.schedule(live(9, 10));
    await time.advance(10 * 60_000 - 1);
    expect(onExpired).not.toHaveBeenCalled();
    await time.advance(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
