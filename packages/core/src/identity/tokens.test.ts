import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService, hashOpaqueToken, newOpaqueToken } from './tokens';

const settings = { secret: 's'.repeat(32), learnerTtlSeconds: 60, adminTtlSeconds: 120, refreshTtlSeconds: 600 };

describe('TokenService', () => {
  it('signs tokens with nameid, roles and an expiry that depends on the kind', async () => {
    const service = new TokenService(settings);
    const token = await service.signAccessToken({ userId: 7, kind: 'admin', roles: ['teacher'] });
    const claims = await service.verifyAccessToken(token, 'admin');
    expect(claims).toMatchObject({ nameid: '7', kind: 'admin', roles: ['teacher'] });
    expect(claims!.exp - claims!.iat).toBe(120);
  });

  it('refuses a token of the other kind, another secret, or a tampered payload', async () => {
    const service = new TokenService(settings);
    const token = await service.signAccessToken({ userId: 7, kind: 'site', roles: [] });
    expect(await service.verifyAccessToken(token, 'admin')).toBeUndefined();
    expect(await new TokenService({ ...settings, secret: 't'.repeat(32) }).verifyAccessToken(token, 'site')).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ nameid: '1', kind: 'site', roles: [], exp: 9e9, iat: 0 })).toString('base64url');
    expect(await service.verifyAccessToken(`${header}.${forged}.${signature}`, 'site')).toBeUndefined();
  });

  it('refuses a token signed with the right secret whose header or registered claims are wrong', async () => {
    const service = new TokenService(settings);
    const key = new TextEncoder().encode(settings.secret);
    const claims = { nameid: '5', kind: 'site', roles: [] };
    const sign = (header: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) => build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).setIssuedAt().setExpirationTime('60s')).sign(key);
    const good = await sign({}, (jwt) => jwt.setIssuer('lexam').setAudience('lexam-learner'));
    expect(await service.verifyAccessToken(good, 'site')).toMatchObject({ nameid: '5' });
    for (const token of [
      await sign({}, (jwt) => jwt.setIssuer('someone-else').setAudience('lexam-learner')),
      await sign({}, (jwt) => jwt.setIssuer('lexam').setAudience('lexam-admin')),
      await sign({}, (jwt) => jwt.setIssuer('lexam')),
      await sign({}, (jwt) => jwt.setIssuer('lexam').setAudience('lexam-learner').setNotBefore('1h')),
    ]) expect(await service.verifyAccessToken(token, 'site'), token).toBeUndefined();
    // Another algorithm named in the header (even with a valid HMAC-SHA256 over it), none, or a cut token.
    const [, body] = good.split('.');
    const withHeader = (header: object, signed = true) => {
      const head = Buffer.from(JSON.stringify(header)).toString('base64url');
      return `${head}.${body}.${signed ? createHmac('sha256', key).update(`${head}.${body}`).digest('base64url') : ''}`;
    };
    expect(await service.verifyAccessToken(withHeader({ alg: 'HS256', typ: 'JWT' }), 'site')).toMatchObject({ nameid: '5' });
    for (const token of [withHeader({ alg: 'HS512' }), withHeader({ alg: 'HS256', crit: ['x'], x: 1 }), withHeader({ alg: 'none' }, false), withHeader({ alg: 'HS256', b64: false }), good.split('.').slice(0, 2).join('.'), `${good}.`, `${good.slice(0, -2)}+/`]) {
      expect(await service.verifyAccessToken(token, 'site'), token).toBeUndefined();
    }
  });

  it('refuses an expired token', async () => {
    const service = new TokenService({ ...settings, learnerTtlSeconds: -1 });
    const token = await service.signAccessToken({ userId: 1, kind: 'site', roles: [] });
    expect(await service.verifyAccessToken(token, 'site')).toBeUndefined();
  });

  it('remembers a verified token only until it expires, and only for its kind', async () => {
    const service = new TokenService(settings);
    const token = await service.signAccessToken({ userId: 3, kind: 'site', roles: [] });
    const claims = await service.verifyAccessToken(token, 'site');
    expect(await service.verifyAccessToken(token, 'site')).toEqual(claims);
    expect(await service.verifyAccessToken(token, 'admin')).toBeUndefined();
    expect(await service.verifyAccessToken(token, 'site', claims!.exp * 1000 - 1)).toEqual(claims);
    expect(await service.verifyAccessToken(token, 'site', claims!.exp * 1000)).toBeUndefined();
    expect(await service.verifyAccessToken(token, 'site', claims!.exp * 1000 + 1)).toBeUndefined();
  });

  it('refuses a short secret', () => {
    expect(() => new TokenService({ ...settings, secret: 'short' })).toThrow(/32 bytes/);
  });
});

describe('opaque tokens', () => {
  it('are random and stored as a stable hash', () => {
    const token = newOpaqueToken();
    expect(token).not.toBe(newOpaqueToken());
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
    expect(hashOpaqueToken(token)).not.toContain(token);
  });
});
