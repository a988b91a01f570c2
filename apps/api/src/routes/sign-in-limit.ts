/**
 * Per-address limit of the sign-in routes (@fastify/rate-limit route config). The per-account limit
 * is LoginThrottle's, in @lexam/core.
 */
export function signInRateLimit(maxPerMinute: number) {
  return {
    max: maxPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      Object.assign(new Error(`Too many sign-in attempts from your address. Try again in ${context.after}.`), { statusCode: 429 }),
  };
}
