import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AccessTokenClaimsSchema, type AccessTokenClaims, type UserKind } from '@lexam/contracts';

export interface TokenSettings {
  /** The HMAC secret (at least 32 bytes). */
  secret: string;
  /** Lifetime of a learner access token; the web app refreshes it 30 minutes before it ends. */
  learnerTtlSeconds: number;
  /** Lifetime of an admin access token; admins sign in again when it ends. */
  adminTtlSeconds: number;
  /** Lifetime of a refresh token. */
  refreshTtlSeconds: number;
}

const ISSUER = 'lexam';
const audienceOf = (kind: UserKind) => (kind === 'admin' ? 'lexam-admin' : 'lexam-learner');

/** The most verified tokens remembered; the oldest leaves first. */
const MAX_VERIFIED = 20_000;

/** Signs and checks access tokens: HS256 JWTs carrying `nameid`, `kind`, `roles` and `exp`. */
export class TokenService {
  private readonly key: Uint8Array<ArrayBuffer>;
  /**
   * Tokens already verified, by kind and token, until their `exp`: a token's signature and claims
   * never change, so checking it again on every request (the guard's hottest step) gives the same
   * answer until it expires. Whether the account may still act is the principal's business, loaded
   * on each request.
   */
  private readonly verified = new Map<string, AccessTokenClaims>();
  /** The key imported once for HMAC (jose imports a raw key again on every call). */
  private cryptoKey?: Promise<CryptoKey>;

  constructor(readonly settings: TokenSettings) {
    if (Buffer.byteLength(settings.secret) < 32) throw new Error('The token secret must be at least 32 bytes long.');
    this.key = new TextEncoder().encode(settings.secret);
  }

  /** A signed access token for a user of one kind; an admin token is refused by the learner API and back. */
  async signAccessToken({ userId, kind, roles }: { userId: number; kind: UserKind; roles: string[] }): Promise<string> {
    const ttl = kind === 'admin' ? this.settings.adminTtlSeconds : this.settings.learnerTtlSeconds;
    return new SignJWT({ nameid: String(userId), kind, roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audienceOf(kind))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(await this.hmacKey());
  }

  private hmacKey(): Promise<CryptoKey> {
    this.cryptoKey ??= crypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return this.cryptoKey;
  }

  /** The claims of a valid, unexpired token of the expected kind, or undefined. */
  async verifyAccessToken(token: string, kind: UserKind, now = Date.now()): Promise<AccessTokenClaims | undefined> {
    const key = `${kind} ${token}`;
    const known = this.verified.get(key);
    if (known) {
      if (known.exp * 1000 > now) return known;
      this.verified.delete(key);
    }
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), { issuer: ISSUER, audience: audienceOf(kind), algorithms: ['HS256'], currentDate: new Date(now) });
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      if (!claims.success || claims.data.kind !== kind) return undefined;
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(key, claims.data);
      return claims.data;
    } catch {
      return undefined;
    }
  }
}

/** A new opaque refresh token: 256 random bits, URL-safe. Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of an opaque token, as stored. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
