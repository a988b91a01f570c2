import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../apps/api/test/helpers';
import { createLearners, submissionCounts } from '../src/reliability/database';
import { formatDuplicateSubmits, runDuplicateSubmits } from '../src/reliability/duplicate-submits';
import { injectTransport } from '../src/reliability/transport';

// Small size, in process (app.inject); `npm run bench:reliability` runs 200 attempts over HTTP.
describe('ten parallel duplicate submits per attempt', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answer one and the same result each, store one submission per attempt, never 5xx', async () => {
    const userIds = await createLearners(ctx.database.db, { count: 10, prefix: 'dup' });
    const learnerTokens = await Promise.all(userIds.map((userId) => ctx.app.auth.tokens.signAccessToken({ userId, kind: 'site', roles: ['learner'] })));
    const counts = await runDuplicateSubmits({ transport: injectTransport(ctx.app), learnerTokens, countSubmissions: (ids) => submissionCounts(ctx.database.db, ids) });
    console.info(formatDuplicateSubmits(counts));
    expect(counts).toEqual({ attempts: 10, submits: 100, serverErrors: 0, notOk: 0, inconsistent: 0, wrongRowCount: 0 });
  });
});
