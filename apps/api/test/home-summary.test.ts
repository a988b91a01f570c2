import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeSummarySchema, type HomeSummary } from '@lexam/contracts';
import { and, eq, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

const { users, classes, classMembers, examAttempts, examTests } = tables;

describe('GET Home/getSummary', () => {
  let ctx: TestContext;
  const tokens: Record<'admin' | 'editor' | 'teacher', string> = { admin: '', editor: '', teacher: '' };
  let inClass = 0;
  let outside = 0;
  let testId = 0;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    for (const [who, password] of [['admin', 'Admin@123'], ['editor', 'Editor@123'], ['teacher', 'Teacher@123']] as const) {
      tokens[who] = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: who, password } })).json<{ accessToken: string }>().accessToken;
    }
    const { db } = ctx.database;
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher'));
    const learners = await db
      .insert(users)
      .values([
        { kind: 'site', email: 'in-class@example.org', fullName: 'In Class' },
        { kind: 'site', email: 'outside@example.org', fullName: 'Outside', emailVerifiedAt: new Date() },
      ])
      .returning({ id: users.id });
    inClass = learners[0]!.id;
    outside = learners[1]!.id;
    const [group] = await db.insert(classes).values({ name: 'Evening group' }).returning({ id: classes.id });
    await db.insert(classMembers).values([
      { classId: group!.id, userId: teacher!.id },
      { classId: group!.id, userId: inClass },
    ]);
    const [test] = await db.select({ id: examTests.id }).from(examTests).limit(1);
    testId = test!.id;
  }, 120_000);
  afterAll(async () => { await ctx.close(); });

  const summary = async (who: keyof typeof tokens, query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/Home/getSummary${query}`, headers: { authorization: `Bearer ${tokens[who]}` } });
    expect(response.statusCode, response.body).toBe(200);
    return HomeSummarySchema.parse(response.json()) as HomeSummary;
  };

  it('counts today’s attempts and new learners from the rows, for every learner when the caller manages users', async () => {
    const before = await summary('admin');
    const { db } = ctx.database;
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    await db.insert(examAttempts).values([
      { userId: inClass, testId, mode: 'full', sectionIds: [], startedAt: new Date(), submittedAt: new Date() },
      { userId: outside, testId, mode: 'practice', sectionIds: [] },
      { userId: outside, testId, mode: 'practice', sectionIds: [], startedAt: yesterday },
    ]);
    const after = await summary('admin');
    expect(after.activity).toMatchObject({ scope: 'all' });
    expect(after.activity!.attemptsStarted - before.activity!.attemptsStarted).toBe(2);
    expect(after.activity!.attemptsSubmitted - before.activity!.attemptsSubmitted).toBe(1);
    expect(after.activity!.activeLearners).toBeGreaterThanOrEqual(2);
    // The two learners created today are new; the unconfirmed one waits.
    expect(after.activity!.newLearners).toBeGreaterThanOrEqual(2);
    const unconfirmed = await db.select({ id: users.id }).from(users).where(and(eq(users.kind, 'site')));
    expect(after.waiting.unconfirmedLearners).toBeGreaterThanOrEqual(1);
    expect(after.waiting.unconfirmedLearners).toBeLessThanOrEqual(unconfirmed.length);

    // A day that starts after now has nothing yet.
    const tomorrow = await summary('admin', `?since=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`);
    expect(tomorrow.activity).toEqual({ scope: 'all', attemptsStarted: 0, attemptsSubmitted: 0, activeLearners: 0, newLearners: 0 });
  });

  it('shows a teacher only the learners of their classes', async () => {
    const view = await summary('teacher');
    // New today in the teacher's classes: this test's learner, and the demo learner of the seeded demo class.
    expect(view.activity).toEqual({ scope: 'classes', attemptsStarted: 1, attemptsSubmitted: 1, activeLearners: 1, newLearners: 2 });
    expect(view.waiting.unconfirmedLearners).toBeUndefined();
  });

  it('shows an editor no learner activity, and the drafts of the kinds it may read', async () => {
    const { db } = ctx.database;
    const drafts = await db.select({ id: examTests.id }).from(examTests).where(and(eq(examTests.isPublished, false), eq(examTests.kind, 'ielts')));
    await db.update(examTests).set({ isPublished: false }).where(eq(examTests.id, testId));
    const [row] = await db.select({ kind: examTests.kind }).from(examTests).where(eq(examTests.id, testId));
    const view = await summary('editor');
    expect(view.activity).toBeUndefined();
    expect(view.waiting.draftTests).toEqual({ ielts: expect.any(Number), toeic: expect.any(Number), grammar: expect.any(Number) });
    if (row!.kind === 'ielts') expect(view.waiting.draftTests.ielts).toBe(drafts.filter((draft) => draft.id !== testId).length + 1);
  });

  it('refuses a malformed day start with a 400 naming the field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/Home/getSummary?since=yesterday', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'query.since' }] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Home/getSummary' })).statusCode).toBe(401);
  });
});
