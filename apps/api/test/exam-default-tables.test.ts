import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionTableSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

describe('GET IeltsOnlineTest/defaultTable', () => {
  let ctx: TestContext;
  let editor: string;
  let learner: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true });
    editor = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'editor', password: 'Editor@123' } })).json<{ accessToken: string }>().accessToken;
    learner = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'learner@example.com', password: 'Learner@123' } })).json<{ accessToken: string }>().accessToken;
  });
  afterAll(async () => ctx?.close());

  const get = (query: string, token: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/IeltsOnlineTest/defaultTable${query}`, headers: { authorization: `Bearer ${token}` } });

  it('answers the General Training reading table, which needs more marks than the Academic one', async () => {
    const general = ConversionTableSchema.parse((await get('?section=general-reading', editor)).json());
    const academic = ConversionTableSchema.parse((await get('?section=academic-reading', editor)).json());
    expect(general.kind).toBe('ielts-band');
    expect(general.maxRaw).toBe(40);
    const minFor = (table: typeof general, band: number) => (table.kind === 'ielts-band' ? table.rows.find((row) => row.band === band)?.minRaw : undefined);
    expect(minFor(general, 6)).toBe(30);
    expect(minFor(general, 6)!).toBeGreaterThan(minFor(academic, 6)!);
  });

  it('names a wrong section and refuses learners', async () => {
    const wrong = await get('?section=speaking', editor);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ title: string }>().title).toBeTruthy();
    expect((await get('?section=general-reading', learner)).statusCode).toBe(401);
  });
});
