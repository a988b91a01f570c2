import { z } from 'zod';

const password = z.string().min(1, 'Enter your password.').max(200, 'A password has at most 200 characters.');

/** POST /api/admin/Auth/login */
export const AdminLoginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Enter your username.').max(100),
  password,
});

/** POST /api/learner/Auth/loginPhysics */
export const PhysicsLoginBodySchema = z.strictObject({
  email: z.email('Enter a valid e-mail address.').max(254).transform((email) => email.toLowerCase()),
  password,
});

export const AdminLoginResponseSchema = z.object({
  accessToken: z.string(),
  roles: z.array(z.string()),
});

export const PhysicsLoginResponseSchema = z.object({
  accessToken: z.string(),
  roles: z.array(z.string()),
  refreshToken: z.string(),
  /** When the refresh token expires, in seconds since the epoch (it is opaque: the web app cannot read it). */
  refreshTokenExpiresAt: z.number().int(),
});

/** POST /api/learner/Auth/refreshToken */
export const RefreshTokenBodySchema = z.strictObject({
  refreshToken: z.string().min(20, 'This is not a refresh token.').max(200),
});

/** The new access token, and the refresh token that replaces the one just used. */
export const RefreshTokenResponseSchema = z.object({
  data: z.object({ accessToken: z.string(), refreshToken: z.string(), refreshTokenExpiresAt: z.number().int() }),
});

/** The claims of an access token (SPEC.md: `exp` and the user id as `nameid`). */
export const AccessTokenClaimsSchema = z.object({
  nameid: z.string(),
  kind: z.enum(['admin', 'site']),
  roles: z.array(z.string()),
  exp: z.number(),
  iat: z.number(),
});

export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;
export type PhysicsLoginBody = z.infer<typeof PhysicsLoginBodySchema>;
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
export type PhysicsLoginResponse = z.infer<typeof PhysicsLoginResponseSchema>;
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/**
 * POST /api/learner/Auth/social-login: the user fields the web app got from the provider, plus the
 * session library's `sessionToken`. The server trusts only what the token itself says.
 */
export const SocialLoginBodySchema = z.object({
  email: z.email().max(254).transform((email) => email.toLowerCase()),
  name: z.string().max(200).nullish(),
  image: z.string().max(2000).nullish(),
  provider: z.string().max(60).optional(),
  sessionToken: z.string().min(20).max(8000),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBodySchema>;
