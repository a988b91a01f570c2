/** The claims the web app reads from an access token (it cannot and need not verify the signature). */
export interface TokenClaims {
  /** The user id (SPEC.md: the claim called nameid). */
  nameid?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  roles?: string[];
}

/** Reads a JWT's payload; undefined when the text is not a JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC.md 4 and 5: a token is valid only while its expiry is in the future. */
export function isValidToken(token: string | null | undefined, now: number = Date.now()): token is string {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}

/** The user id of a token, as a number. */
export function userIdOf(token: string): number | undefined {
  const id = Number(decodeToken(token)?.nameid);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
