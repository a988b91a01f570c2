import type { AuthOptions } from 'next-auth';
import { encode } from 'next-auth/jwt';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { paths } from '../routes/paths';

declare module 'next-auth' {
  interface Session {
    /** The provider the person signed in with (`lexam-oidc`, `google`, `facebook`). */
    provider?: string;
    /** The session library's token (an encrypted JWT): the learner API opens it at Auth/social-login. */
    sessionToken?: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    provider?: string;
    providerAccountId?: string;
    /** Whether the provider vouches for the e-mail address (an unverified one never takes over an account). */
    emailVerified?: boolean;
  }
}

/** The id of the generic OpenID Connect provider (its callback is /api/auth/callback/lexam-oidc). */
export const OIDC_PROVIDER_ID = 'lexam-oidc';

/** What the sign-in screen needs to know of a configured provider (no secret ever leaves the server). */
export interface SocialProviderInfo {
  id: string;
  name: string;
}

type Env = Record<string, string | undefined>;

interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A generic OpenID Connect provider found by discovery, with PKCE and state checks. */
function oidcProvider(env: Env): OAuthConfig<OidcProfile> | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!filled(issuer) || !filled(clientId) || !filled(clientSecret)) return null;
  const base = issuer.replace(/\/$/, '');
  return {
    id: OIDC_PROVIDER_ID,
    name: filled(env.OIDC_NAME) ? env.OIDC_NAME.trim() : 'OpenID Connect',
    type: 'oauth',
    wellKnown: `${base}/.well-known/openid-configuration`,
    issuer: base,
    clientId,
    clientSecret,
    authorization: { params: { scope: 'openid email profile' } },
    idToken: true,
    checks: ['pkce', 'state'],
    profile: (profile) => ({ id: profile.sub, name: profile.name ?? profile.preferred_username ?? null, email: profile.email ?? null, image: profile.picture ?? null }),
  };
}

/** The providers configured by the environment, in button order; none when nothing is configured. */
export function buildProviders(env: Env = process.env): AuthOptions['providers'] {
  const providers: AuthOptions['providers'] = [];
  const oidc = oidcProvider(env);
  if (oidc) providers.push(oidc);
  if (filled(env.GOOGLE_CLIENT_ID) && filled(env.GOOGLE_CLIENT_SECRET)) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }
  if (filled(env.FACEBOOK_CLIENT_ID) && filled(env.FACEBOOK_CLIENT_SECRET)) {
    providers.push(FacebookProvider({ clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET }));
  }
  return providers;
}

/** The configured providers as the sign-in buttons show them (read on the server, passed as props). */
export function socialProviderList(env: Env = process.env): SocialProviderInfo[] {
  return buildProviders(env).map(({ id, name }) => ({ id, name }));
}

/**
 * Whether the provider vouches for the address: the OIDC `email_verified` claim (some providers send
 * it as a string), Google's own claim of the same name; Facebook says nothing, so never.
 */
export function isEmailVerified(provider: string, profile: unknown): boolean {
  if (provider === 'facebook' || !profile || typeof profile !== 'object') return false;
  const claim = (profile as { email_verified?: unknown }).email_verified;
  return claim === true || claim === 'true';
}

/** The gist of a session library error: its message and, from a provider, its description. */
function describeFailure(metadata: unknown): string {
  if (!metadata || typeof metadata !== 'object') return '';
  const { message, error_description: description, providerId } = metadata as { message?: unknown; error_description?: unknown; providerId?: unknown };
  return [providerId, message, description].filter((part) => typeof part === 'string' && part).join(': ');
}

/**
 * The session library's options, read from the environment at request time (the server sets
 * NEXTAUTH_SECRET and NEXTAUTH_URL before it mounts the web app). Sessions are JWTs in a cookie: the
 * learner account itself lives in the learner API, which the web app signs in to with `sessionToken`.
 */
export function buildAuthOptions(env: Env = process.env): AuthOptions {
  const secret = env.NEXTAUTH_SECRET;
  return {
    secret,
    providers: buildProviders(env),
    session: { strategy: 'jwt' },
    pages: { signIn: paths.auth.login, error: paths.auth.login },
    // One line per event instead of the library's multi-line dumps; a provider's refusal (the person
    // cancelled) is a warning, not a server error.
    logger: {
      error(code, metadata) {
        const line = `[next-auth] ${code} ${describeFailure(metadata)}`.trim();
        if (code.startsWith('OAUTH_CALLBACK')) console.warn(line);
        else console.error(line);
      },
      warn: (code) => console.warn(`[next-auth] ${code}`),
      debug: () => undefined,
    },
    callbacks: {
      jwt({ token, account, profile }) {
        // Only at sign-in do `account` and `profile` come along; later calls keep what was stored.
        if (account) {
          token.provider = account.provider;
          token.providerAccountId = account.providerAccountId;
          token.emailVerified = isEmailVerified(account.provider, profile);
        }
        return token;
      },
      async session({ session, token }) {
        return {
          ...session,
          user: { name: token.name ?? null, email: token.email ?? null, image: token.picture ?? null },
          provider: token.provider,
          sessionToken: await encode({ token, secret: secret ?? '' }),
        };
      },
    },
  };
}
