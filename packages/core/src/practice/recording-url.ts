import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A learner's speaking recordings are private: `/api/files/:key` does not serve them. Whoever may hear
 * one (its learner; a teacher of the learner's class; an admin who grades) receives, in the answer that
 * lists it, a link signed for a short time: `/api/files/recording/{id}?exp=…&sig=…` (an `<audio>` element
 * cannot send the bearer token). The signature is an HMAC-SHA256 of `recording:{id}:{exp}` with the
 * server's token secret, so every instance of the server accepts the links of every other.
 */
export const RECORDING_URL_TTL_SECONDS = 60 * 60;

function signature(secret: string, recordingId: number, exp: number): string {
  return createHmac('sha256', secret).update(`recording:${recordingId}:${exp}`).digest('base64url');
}

/** The signed link of one recording, valid for `ttlSeconds` from `now`. */
export function signRecordingUrl({ secret, recordingId, now = Date.now(), ttlSeconds = RECORDING_URL_TTL_SECONDS }: { secret: string; recordingId: number; now?: number; ttlSeconds?: number }): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/api/files/recording/${recordingId}?exp=${exp}&sig=${signature(secret, recordingId, exp)}`;
}

/** Whether `sig` signs this recording until `exp` (seconds since the epoch) and `exp` has not passed. */
export function verifyRecordingSignature({ secret, recordingId, exp, sig, now = Date.now() }: { secret: string; recordingId: number; exp: number; sig: string; now?: number }): boolean {
  if (!Number.isInteger(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, recordingId, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
