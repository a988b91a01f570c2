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

  describe('Auth/resendVerification', () => {
    const resend = (email: string, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/resendVerification', payload: { email }, remoteAddress });
    const mailsTo = (address: string) => ctx.mail.messages.filter((mail) => mail.to.includes(address));

    it('mails a new link that confirms the address, and the earlier link stops working', async () => {
      expect((await post('registerUser', { fullName: 'Omar Haddad', email: 'omar@example.org', password: 'Listening2026' })).statusCode).toBe(201);
      const first = linkToken((await ctx.mail.waitFor('omar@example.org')).text, '/auth/verify');

      const again = await resend('Omar@Example.org', '10.1.0.1');
      expect(again.statusCode).toBe(202);
      expect(mailsTo('omar@example.org')).toHaveLength(2);
      const second = mailsTo('omar@example.org')[1]!;
      expect(second.subject).toMatch(/confirm/i);
      const fresh = linkToken(second.text, '/auth/verify');
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(first);

      // Only the newest mail is worth opening: the first link is dead, the new one confirms.
      expect((await post('verifyEmail', { token: first! })).statusCode).toBe(400);
      expect((await post('verifyEmail', { token: fresh! })).statusCode).toBe(200);
      expect((await post('loginPhysics', { email: 'omar@example.org', password: 'Listening2026' })).statusCode).toBe(200);
    });

    it('answers a second ask within the minute with a 429 that says how long to wait', async () => {
      await post('registerUser', { fullName: 'Lina Park', email: 'lina@example.org', password: 'Speaking2026' });
      expect((await resend('lina@example.org', '10.1.0.2')).statusCode).toBe(202);
      const refused = await resend('lina@example.org', '10.1.0.3');
      expect(refused.statusCode).toBe(429);
      expect(ProblemSchema.parse(refused.json()).title).toMatch(/^A confirmation link was sent a moment ago\. Wait \d+ seconds before asking for another one\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(mailsTo('lina@example.org')).toHaveLength(2);
    });

    it('answers an unknown or already confirmed address as a known one, and sends nothing', async () => {
      await post('registerUser', { fullName: 'Known Person', email: 'known@example.org', password: 'Writing2026' });
      const known = await resend('known@example.org', '10.1.0.4');
      const unknown = await resend('nobody-here@example.org', '10.1.0.4');
      const confirmed = await resend('learner@example.com', '10.1.0.4');
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(confirmed.json()).toEqual(known.json());
      expect(mailsTo('nobody-here@example.org')).toHaveLength(0);
      expect(mailsTo('learner@example.com').filter((mail) => /confirm/i.test(mail.subject))).toHaveLength(0);
      // The unknown address is limited as a known one would be.
      expect((await resend('nobody-here@example.org', '10.1.0.5')).statusCode).toBe(429);
    });

    it('limits one network to five asks a minute, whatever the addresses', async () => {
      const answers = [];
      for (let index = 0; index < 6; index += 1) answers.push((await resend(`ip-${index}@example.org`, '10.1.0.9')).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
      expect((await resend('ip-6@example.org', '10.1.0.10')).statusCode).toBe(202);
    });
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
