import { describe, expect, it } from 'vitest';
import { LEARNER_COOKIE, SIGNED_IN_COOKIE, isSignedInHint, learnerCookieMatches, learnerCookieText, signedInCookieText } from './learner-cookie';
import { fakeToken } from './test-tokens';

const NOW = 1_800_000_000_000;
const token = (minutes: number) => fakeToken({ nameid: '7', exp: Math.floor((NOW + minutes * 60_000) / 1000) });

describe('learner token cookie mirror', () => {
  it('stores the token for /page only, until the token expires, Lax, Secure on https', () => {
    const live = token(30);
    expect(learnerCookieText(live, { now: NOW })).toBe(`${LEARNER_COOKIE}=${live}; Max-Age=1800; Path=/page; SameSite=Lax`);
    expect(learnerCookieText(live, { now: NOW, secure: true })).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('removes the cookie for no token, an expired one, or text that is not a token', () => {
    const removal = `${LEARNER_COOKIE}=; Max-Age=0; Path=/page; SameSite=Lax`;
    expect(learnerCookieText(null, { now: NOW })).toBe(removal);
    expect(learnerCookieText(token(-1), { now: NOW })).toBe(removal);
    expect(learnerCookieText('not a token', { now: NOW })).toBe(removal);
    // A value that would smuggle cookie attributes in is never written.
    const smuggled = `${token(30)}; Domain=evil.example`;
    expect(learnerCookieText(smuggled, { now: NOW })).toBe(removal);
  });

  it('tells whether document.cookie already mirrors the token', () => {
    const live = token(30);
    expect(learnerCookieMatches(live, `a=1; ${LEARNER_COOKIE}=${live}; b=2`)).toBe(true);
    expect(learnerCookieMatches(live, 'a=1')).toBe(false);
    expect(learnerCookieMatches(live, `${LEARNER_COOKIE}=${token(20)}`)).toBe(false);
    expect(learnerCookieMatches(null, 'a=1')).toBe(true);
    expect(learnerCookieMatches(null, `${LEARNER_COOKIE}=${live}`)).toBe(false);
  });
});

describe('signed-in hint', () => {
  it('holds only the token’s expiry, for the whole site, as long as the token lives', () => {
    const live = token(30);
    const exp = Math.floor((NOW + 30 * 60_000) / 1000);
    expect(signedInCookieText(live, { now: NOW })).toBe(`${SIGNED_IN_COOKIE}=${exp}; Max-Age=1800; Path=/; SameSite=Lax`);
    expect(signedInCookieText(null, { now: NOW })).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(signedInCookieText(token(-1), { now: NOW })).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it('reads as signed in only while its expiry is ahead', () => {
    expect(isSignedInHint(String(NOW / 1000 + 60), NOW)).toBe(true);
    expect(isSignedInHint(String(NOW / 1000 - 60), NOW)).toBe(false);
    expect(isSignedInHint('soon', NOW)).toBe(false);
    expect(isSignedInHint(undefined, NOW)).toBe(false);
  });
});
