import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie, serializeCookieDeletion } from './cookies';

describe('serializeCookie', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('writes an expiry `days` after now and the site root path', () => {
    const cookie = serializeCookie('settings-mode', 'dark', { days: 3, now });
    expect(cookie).toBe('settings-mode=dark; expires=Sat, 04 Jan 2025 12:00:00 GMT; path=/; SameSite=Lax');
  });

  it('accepts a Date as the clock', () => {
    expect(serializeCookie('a', 'b', { days: 1, now: new Date(now) })).toContain('expires=Thu, 02 Jan 2025 12:00:00 GMT');
  });

  it('omits the expiry for a session cookie', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; path=/; SameSite=Lax');
  });

  it('encodes names and values', () => {
    expect(serializeCookie('a b', 'x;y=z')).toBe('a%20b=x%3By%3Dz; path=/; SameSite=Lax');
  });

  it('adds Secure on request', () => {
    expect(serializeCookie('a', 'b', { secure: true, sameSite: 'Strict' })).toBe('a=b; path=/; SameSite=Strict; Secure');
  });

  it('deletes with an expiry in the past', () => {
    expect(serializeCookieDeletion('settings-mode')).toBe('settings-mode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax');
  });
});

describe('parseCookies', () => {
  it('reads a Cookie header', () => {
    expect(parseCookies('i18nextLng=fr; settings-mode=dark;settings-stretch=true')).toEqual({
      i18nextLng: 'fr',
      'settings-mode': 'dark',
      'settings-stretch': 'true',
    });
  });

  it('returns an empty record for nothing', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });

  it('decodes values, strips quotes, keeps the first duplicate and survives bad escapes', () => {
    expect(parseCookies('a=%20x; b="quoted"; a=second; c=%E0%A4%A; junk')).toEqual({ a: ' x', b: 'quoted', c: '%E0%A4%A' });
  });

  it('round-trips what serializeCookie writes', () => {
    const cookie = serializeCookie('name with space', 'value;=', { days: 3 });
    expect(parseCookies(cookie.split(';')[0])).toEqual({ 'name with space': 'value;=' });
  });
});
