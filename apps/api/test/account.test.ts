import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

const linkToken = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('registration, verification and password recovery', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 }); });
  afterAll(async () => { await ctx.close(); });

  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/learner/Auth/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('registers, mails a link through SMTP, refuses sign-in until verified, then signs in', async () => {
    const registered = await post('registerUser', { fullName: 'Nadia Rahman', email: 'Nadia@Example.org', password: 'Reading2026' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email: 'nadia@example.org' });

    expect((await post('loginPhysics', { email: 'nadia@example.org', password: 'Reading2026' })).statusCode).toBe(403);

    const mail = await ctx.mail.waitFor('nadia@example.org');
    expect(mail.subject).toMatch(/confirm/i);
    const token = linkToken(mail.text, '/auth/verify');
    expect(token).toBeTruthy();
    expect((await post('verifyEmail', { token: token! })).statusCode).toBe(200);
    expect((await post('verifyEmail', { token: token! })).statusCode).toBe(400);

    const signedIn = await post('loginPhysics', { email: 'nadia@example.org', password: 'Reading2026' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ roles: ['learner'] });
  });

  it('refuses a second account with the same address, and weak passwords, naming the field', async () => {
    const duplicate = await post('registerUser', { fullName: 'Someone', email: 'learner@example.com', password: 'Another123' });
    expect(duplicate.statusCode).toBe(409);
    const weak = await post('registerUser', { fullName: 'Someone', email: 'weak@example.com', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(ProblemSchema.parse(weak.json()).errors?.[0]?.field).toBe('body.password');
  });

  it('resets a forgotten password by mail and ends every session', async () => {
    const before = (await post('loginPhysics', { email: 'learner@example.com', password: 'Learner@123' })).json<{ refreshToken: string }>();
    const asked = await post('forgotPassword', { email: 'learner@example.com' });
    expect(asked.statusCode).toBe(202);
    const unknown = await post('forgotPassword', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(asked.json());

    const mail = await ctx.mail.waitFor('learner@example.com');
    const token = linkToken(mail.text, '/auth/new-password');
    expect((await post('resetPassword', { token: token!, password: 'Fresh-start-42' })).statusCode).toBe(200);
    expect((await post('loginPhysics', { email: 'learner@example.com', password: 'Learner@123' })).statusCode).toBe(401);
    expect((await post('refreshToken', { refreshToken: before.refreshToken })).statusCode).toBe(401);
    expect((await post('loginPhysics', { email: 'learner@example.com', password: 'Fresh-start-42' })).statusCode).toBe(200);
  });

  it('changes the password of a signed-in learner who knows the current one', async () => {
    const { accessToken } = (await post('loginPhysics', { email: 'learner@example.com', password: 'Fresh-start-42' })).json<{ accessToken: string }>();
    expect((await post('ChangePassword', { currentPassword: 'wrong', newPassword: 'Another-42' }, accessToken)).statusCode).toBe(400);
    expect((await post('ChangePassword', { currentPassword: 'Fresh-start-42', newPassword: 'Another-42' })).statusCode).toBe(401);
    expect((await post('ChangePassword', { currentPassword: 'Fresh-start-42', newPassword: 'Another-42' }, accessToken)).statusCode).toBe(200);
    expect((await post('loginPhysics', { email: 'learner@example.com', password: 'Another-42' })).statusCode).toBe(200);
  });
});
