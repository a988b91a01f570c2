import type { Account, Session } from 'next-auth';
import { decode, type JWT } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { buildAuthOptions, buildProviders, isEmailVerified, OIDC_PROVIDER_ID, socialProviderList } from './auth-options';

const OIDC = { OIDC_ISSUER: 'http://127.0.0.1:3301/', OIDC_CLIENT_ID: 'lexam', OIDC_CLIENT_SECRET: 'shh' };

describe('the configured providers', () => {
  it('are none when nothing is configured, so the sign-in screen shows no social button', () => {
    expect(buildProviders({})).toEqual([]);
    expect(socialProviderList({})).toEqual([]);
    // A half-configured provider is not offered either.
    expect(socialProviderList({ OIDC_ISSUER: OIDC.OIDC_ISSUER, OIDC_CLIENT_ID: 'lexam', GOOGLE_CLIENT_ID: 'g', FACEBOOK_CLIENT_SECRET: ' ' })).toEqual([]);
  });

  it('lists each configured provider with its label, the OIDC one first', () => {
    const env = { ...OIDC, OIDC_NAME: 'Lexam ID', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' };
    expect(socialProviderList(env)).toEqual([
      { id: OIDC_PROVIDER_ID, name: 'Lexam ID' },
      { id: 'google', name: 'Google' },
      { id: 'facebook', name: 'Facebook' },
    ]);
    expect(socialProviderList(OIDC)).toEqual([{ id: OIDC_PROVIDER_ID, name: 'OpenID Connect' }]);
  });

  it('finds the OIDC provider by discovery, with PKCE and state checks', () => {
    const [oidc] = buildProviders(OIDC);
    expect(oidc).toMatchObject({ type: 'oauth', wellKnown: 'http://127.0.0.1:3301/.well-known/openid-configuration', idToken: true, checks: ['pkce', 'state'], clientId: 'lexam' });
  });
});

describe('the e-mail verification the API is told about', () => {
  it('follows the provider’s claim, and is never given for Facebook', () => {
    expect(isEmailVerified(OIDC_PROVIDER_ID, { email_verified: true })).toBe(true);
    expect(isEmailVerified(OIDC_PROVIDER_ID, { email_verified: 'true' })).toBe(true);
    expect(isEmailVerified(OIDC_PROVIDER_ID, { email_verified: false })).toBe(false);
    expect(isEmailVerified(OIDC_PROVIDER_ID, {})).toBe(false);
    expect(isEmailVerified('google', { email_verified: true })).toBe(true);
    expect(isEmailVerified('facebook', { email_verified: true })).toBe(false);
  });
});

describe('the session callbacks', () => {
  const secret = 'unit-test-session-secret-0123456789abcdef';
  const { callbacks } = buildAuthOptions({ ...OIDC, NEXTAUTH_SECRET: secret });

  it('keep the provider account in the token and hand the client a sessionToken the API can open', async () => {
    const account = { provider: OIDC_PROVIDER_ID, providerAccountId: 'sub-7', type: 'oauth' } as Account;
    const start: JWT = { name: 'Mai', email: 'mai@oidc.example.test', picture: null, sub: 'sub-7' };
    const token = await callbacks!.jwt!({ token: start, account, profile: { sub: 'sub-7', email_verified: true }, user: { id: 'sub-7' } } as never);
    expect(token).toMatchObject({ provider: OIDC_PROVIDER_ID, providerAccountId: 'sub-7', emailVerified: true });
    // A later call (no account) keeps what sign-in stored.
    expect(await callbacks!.jwt!({ token } as never)).toEqual(token);

    const session = (await callbacks!.session!({ session: { expires: '2099-01-01T00:00:00Z' } as Session, token } as never)) as Session;
    expect(session).toMatchObject({ user: { name: 'Mai', email: 'mai@oidc.example.test', image: null }, provider: OIDC_PROVIDER_ID });
    const opened = await decode({ token: session.sessionToken, secret });
    expect(opened).toMatchObject({ email: 'mai@oidc.example.test', name: 'Mai', provider: OIDC_PROVIDER_ID, providerAccountId: 'sub-7', emailVerified: true });
    expect(await decode({ token: session.sessionToken, secret: 'another-secret-entirely-0123456789' }).catch(() => null)).toBeNull();
  });
});
