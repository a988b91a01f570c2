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
