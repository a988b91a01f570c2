import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '@lexam/core';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { buildTestApp, type TestContext } from './helpers';
import { addUser } from './support/practice';

// Two instances of the API on one database and the Redis running on these machines: what limits
// sign-ins is counted in Redis, so it holds whichever instance a try reaches.
describe('sign-in limits shared by two instances through Redis', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
  let ctx: TestContext;
  let second: App;
  let mailer: ReturnType<typeof createSmtpMailer>;
  const settings = { redis, maxFailedSignIns: 3, lockMinutes: 1, signInPerMinute: 4 };
  // Fresh names every run: Redis keeps the counts of an earlier run for their window.
  const login = `shared-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, ...settings, signInPerMinute: 1000 });
    await addUser(ctx.database.db, { kind: 'admin', login, password: 'Shared@12345', fullName: 'Shared Admin', role: 'teacher' });
    mailer = createSmtpMailer({ url: ctx.mail.url, from: 'tests@lexam.local' });
    second = await buildApp({ database: ctx.database, mailer, appUrl: 'http://localhost:3000', uploadsDir: ctx.app.uploadsDir, tokens: { secret: randomBytes(32).toString('hex'), learnerTtlSeconds: 3600, adminTtlSeconds: 3600, refreshTtlSeconds: 86_400 }, ...settings, signInPerMinute: 1000 });
    await second.ready();
  }, 120_000);
  afterAll(async () => {
    await second.close();
    mailer.close();
    await ctx.close();
    redis.disconnect();
  });

  const signIn = (app: App, password: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: login, password }, remoteAddress });

  it('locks an account after failures spread over both instances, on both', async () => {
    expect((await signIn(ctx.app, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(second, 'wrong-2')).statusCode).toBe(401);
    expect((await signIn(ctx.app, 'wrong-3')).statusCode).toBe(401);
    const locked = await signIn(second, 'Shared@12345');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ title: string }>().title).toMatch(/Too many failed sign-ins/);
    expect((await signIn(ctx.app, 'Shared@12345')).statusCode).toBe(429);
  });
});

describe('the per-address sign-in limit counted across two instances', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
  let ctx: TestContext;
  let second: App;
  let mailer: ReturnType<typeof createSmtpMailer>;
  const address = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  const nobody = `nobody-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    ctx = await buildTestApp({ redis, signInPerMinute: 4, maxFailedSignIns: 100 });
    mailer = createSmtpMailer({ url: ctx.mail.url, from: 'tests@lexam.local' });
    second = await buildApp({ database: ctx.database, mailer, appUrl: 'http://localhost:3000', uploadsDir: ctx.app.uploadsDir, tokens: { secret: randomBytes(32).toString('hex'), learnerTtlSeconds: 3600, adminTtlSeconds: 3600, refreshTtlSeconds: 86_400 }, redis, signInPerMinute: 4, maxFailedSignIns: 100 });
    await second.ready();
  }, 120_000);
  afterAll(async () => {
    await second.close();
    mailer.close();
    await ctx.close();
    redis.disconnect();
  });

  it('answers 429 to the fifth try in a minute from one address, whichever instance each try reached', async () => {
    const tries = [ctx.app, second, ctx.app, second].map((app) => app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: nobody, password: 'nothing-here' }, remoteAddress: address }));
    const answers = await Promise.all(tries);
    expect(answers.map((response) => response.statusCode), answers[0]!.body).toEqual([401, 401, 401, 401]);
    const fifth = await second.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: nobody, password: 'nothing-here' }, remoteAddress: address });
    expect(fifth.statusCode).toBe(429);
    // Another address is not held back.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: nobody, password: 'nothing-here' }, remoteAddress: '10.254.254.254' })).statusCode).not.toBe(429);
  });
});
