import { AdminLoginBodySchema, AdminLoginResponseSchema, ProblemSchema } from '@lexam/contracts';
import { loginAdmin } from '@lexam/core';
import type { App } from '../../types';
import { signInRateLimit } from '../sign-in-limit';

/** The admin's Auth controller: username and password sign-in. */
export default async function adminAuthRoutes(app: App, { signInPerMinute }: { signInPerMinute: number }) {
  app.post(
    '/Auth/login',
    {
      config: { public: true, rateLimit: signInRateLimit(signInPerMinute) },
      schema: {
        tags: ['admin'],
        summary: 'Signs an admin in with username and password',
        body: AdminLoginBodySchema,
        response: { 200: AdminLoginResponseSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request) => loginAdmin({ db: app.database.db, tokens: app.auth.tokens, throttle: app.auth.throttle }, request.body),
  );
}
