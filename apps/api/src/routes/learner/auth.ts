import {
  PhysicsLoginBodySchema,
  PhysicsLoginResponseSchema,
  ProblemSchema,
  RefreshTokenBodySchema,
  RefreshTokenResponseSchema,
  SocialLoginBodySchema,
} from '@lexam/contracts';
import { DomainError, loginPhysics, refreshSession, socialLogin } from '@lexam/core';
import { readSessionToken } from '../../session-token';
import type { App } from '../../types';
import { signInRateLimit } from '../sign-in-limit';

/** The learner's Auth controller: e-mail sign-in and refresh-token rotation. */
export default async function learnerAuthRoutes(app: App, { signInPerMinute }: { signInPerMinute: number }) {
  const deps = () => ({ db: app.database.db, tokens: app.auth.tokens, throttle: app.auth.throttle });
  const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };

  app.post(
    '/Auth/loginPhysics',
    {
      config: { public: true, rateLimit: signInRateLimit(signInPerMinute) },
      schema: {
        tags: ['learner'],
        summary: 'Signs a learner in with e-mail and password',
        body: PhysicsLoginBodySchema,
        response: { 200: PhysicsLoginResponseSchema, ...problems },
      },
    },
    async (request) => loginPhysics(deps(), request.body),
  );

  app.post(
    '/Auth/refreshToken',
    {
      config: { public: true, rateLimit: signInRateLimit(signInPerMinute * 3) },
      schema: {
        tags: ['learner'],
        summary: 'Exchanges a refresh token for a new access token and a new refresh token (the old one is used up)',
        body: RefreshTokenBodySchema,
        response: { 200: RefreshTokenResponseSchema, ...problems },
      },
    },
    async (request) => refreshSession(deps(), request.body),
  );

  app.post(
    '/Auth/social-login',
    {
      config: { public: true, rateLimit: signInRateLimit(signInPerMinute) },
      schema: {
        tags: ['learner'],
        summary: "Signs a learner in with a social provider's session (the session library's sessionToken)",
        body: SocialLoginBodySchema,
        response: { 200: PhysicsLoginResponseSchema, 409: ProblemSchema, ...problems },
      },
    },
    async (request) => {
      const identity = await readSessionToken({ token: request.body.sessionToken, secret: app.auth.sessionSecret });
      if (identity.email !== request.body.email) throw new DomainError({ status: 401, title: 'The user fields do not match the sign-in session.' });
      return socialLogin({ db: app.database.db, tokens: app.auth.tokens }, identity);
    },
  );
}
