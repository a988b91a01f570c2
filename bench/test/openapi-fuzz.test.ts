import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../apps/api/test/helpers';
import { adminIdOf, createLearners } from '../src/reliability/database';
import { fetchOperations } from '../src/reliability/fuzz/openapi';
import { formatFuzz, runFuzz } from '../src/reliability/fuzz/run';
import { takeSnapshot } from '../src/reliability/fuzz/snapshot';
import { injectTransport } from '../src/reliability/transport';

// Every route of the OpenAPI document, a few invalid cases each, in process (app.inject), with a
// snapshot of the data after each route; `npm run bench:reliability` sends every case over HTTP
// with a snapshot after every call.
describe('the OpenAPI fuzz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 100_000, maxFailedSignIns: 100_000 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gets no 5xx and changes no data on any route', async () => {
    const transport = injectTransport(ctx.app);
    const operations = await fetchOperations(transport);
    const [learnerId] = await createLearners(ctx.database.db, { count: 1, prefix: 'fuzz' });
    const tokens = {
      learner: await ctx.app.auth.tokens.signAccessToken({ userId: learnerId!, kind: 'site', roles: ['learner'] }),
      admin: await ctx.app.auth.tokens.signAccessToken({ userId: await adminIdOf(ctx.database.db, 'admin'), kind: 'admin', roles: ['super admin'] }),
    };
    const counts = await runFuzz({ transport, operations, tokens, small: true, snapshotEvery: 'route', snapshot: () => takeSnapshot({ db: ctx.database.db, uploadsDir: ctx.app.uploadsDir }) });
    console.info(formatFuzz(counts));
    for (const finding of counts.findings) console.info(`  ${finding.route} — ${finding.case} (${finding.auth}): ${finding.status} ${finding.detail}`);
    expect(counts.routes).toBe(operations.length);
    expect(counts.routes).toBeGreaterThan(100);
    expect(counts.findings).toEqual([]);
    expect(counts.serverErrors).toBe(0);
    expect(counts.dataChanges).toBe(0);
  }, 300_000);
});
