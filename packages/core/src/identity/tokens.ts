import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

  /**
   * The payload of a compact HS256 JWT whose signature is this secret's and whose registered claims
   * hold (as jose's jwtVerify checks them: header `alg` HS256 and no `crit`, `iss`, `aud`, `exp` in
   * the future, `nbf` and `iat` numbers, `nbf` not in the future), or undefined. Synchronous: one HMAC
   * in this thread instead of a WebCrypto job on the thread pool for each token of a burst.
   */
  private verifyHs256(token: string, kind: UserKind, now: number): Record<string, unknown> | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return undefined;
    const [header, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const protectedHeader = decodeJson(header);
    if (!isRecord(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader || protectedHeader.b64 === false) return undefined;
    const payload = decodeJson(body);
    if (!isRecord(payload)) return undefined;
    const seconds = Math.floor(now / 1000);
    const { iss, aud, exp, nbf, iat } = payload;
    if (iss !== ISSUER) return undefined;
    if (!(aud === audienceOf(kind) || (Array.isArray(aud) && aud.includes(audienceOf(kind))))) return undefined;
    if (typeof exp !== 'number' || exp <= seconds) return undefined;
    if (iat !== undefined && typeof iat !== 'number') return undefined;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) return undefined;
    return payload;
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
      const payload = this.verifyHs256(token, kind, now);
      if (!payload) return undefined;
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
