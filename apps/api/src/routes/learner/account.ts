import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  ProblemSchema,
  RegisterUserBodySchema,
  RegisterUserResponseSchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@lexam/contracts';
import { changePassword, registerUser, requestPasswordReset, resetPassword, verifyEmail } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { signInRateLimit } from '../sign-in-limit';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 409: ProblemSchema, 429: ProblemSchema };

/** Registration, e-mail verification, password reset and change. */
export default async function learnerAccountRoutes(app: App, { signInPerMinute }: { signInPerMinute: number }) {
  const accountDeps = () => ({ db: app.database.db, mailer: app.mail.mailer, appUrl: app.mail.appUrl });
  const limited = { public: true, rateLimit: signInRateLimit(signInPerMinute) };

  app.post(
    '/Auth/registerUser',
    { config: limited, schema: { tags: ['learner'], summary: 'Creates a learner account and mails a confirmation link', body: RegisterUserBodySchema, response: { 201: RegisterUserResponseSchema, ...problems } } },
    async (request, reply) => reply.code(201).send(await registerUser(accountDeps(), request.body)),
  );

  app.post(
    '/Auth/verifyEmail',
    { config: limited, schema: { tags: ['learner'], summary: 'Confirms an e-mail address from its link', body: VerifyEmailBodySchema, response: { 200: MessageResponseSchema, ...problems } } },
    async (request) => verifyEmail({ db: app.database.db }, request.body),
  );

  app.post(
    '/Auth/forgotPassword',
    { config: limited, schema: { tags: ['learner'], summary: 'Mails a password reset link', body: ForgotPasswordBodySchema, response: { 202: MessageResponseSchema, ...problems } } },
    async (request, reply) => reply.code(202).send(await requestPasswordReset(accountDeps(), request.body)),
  );

  app.post(
    '/Auth/resetPassword',
    { config: limited, schema: { tags: ['learner'], summary: 'Sets a new password from a reset link', body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema, ...problems } } },
    async (request) => resetPassword({ db: app.database.db }, request.body),
  );

  app.post(
    '/Auth/ChangePassword',
    { schema: { tags: ['learner'], summary: "Changes the signed-in learner's password", security: [{ bearer: [] }], body: ChangePasswordBodySchema, response: { 200: MessageResponseSchema, ...problems } } },
    async (request) => changePassword({ db: app.database.db }, { userId: principalOf(request).id, ...request.body }),
  );
}
