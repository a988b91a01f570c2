import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  ProblemSchema,
  RegisterUserBodySchema,
  RegisterUserResponseSchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@lexam/contracts';
import { DomainError, SendThrottle, changePassword, registerUser, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { signInRateLimit } from '../sign-in-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Words a refused resend: the wait rounded up to whole minutes past one minute. */
function resendRefusal(seconds: number): string {
  const wait = seconds <= 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `A confirmation link was sent a moment ago. Wait ${wait} before asking for another one.`;
}

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

  // Per address: one a minute, five an hour. Per client address: more, since people share networks.
  const perAddress = new SendThrottle({ limits: [{ max: 1, windowMs: MINUTE }, { max: 5, windowMs: HOUR }] });
  const perClient = new SendThrottle({ limits: [{ max: 5, windowMs: MINUTE }, { max: 20, windowMs: HOUR }] });
  app.post(
    '/Auth/resendVerification',
    {
      config: { public: true },
      schema: {
        tags: ['learner'],
        summary: 'Mails a new confirmation link to an unconfirmed account (the earlier link stops working); answers the same for any address. At most one a minute and five an hour per address.',
        body: ResendVerificationBodySchema,
        response: { 202: MessageResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const addressWait = perAddress.waitSeconds(email);
      const clientWait = perClient.waitSeconds(request.ip);
      if (addressWait > 0 || clientWait > 0) {
        reply.header('retry-after', String(Math.max(addressWait, clientWait)));
        throw new DomainError({ status: 429, title: addressWait > 0 ? resendRefusal(addressWait) : `Too many confirmation links were asked for from your network. Try again in ${Math.ceil(clientWait / 60)} minute(s).` });
      }
      perAddress.record(email);
      perClient.record(request.ip);
      return reply.code(202).send(await resendVerification(accountDeps(), { email }));
    },
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
