import { request } from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '@lexam/contracts';
import { sql } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's rows as arrays of cells (exceljs' row.values starts at index 1). */
async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { sheet, header: (rows[0]?.values as unknown[]).slice(1), body: rows.slice(1) };
}

describe('POST E/report: a streamed xlsx workbook (CSV on request)', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await signIn('admin', 'Admin@123');
    for (const [index, fullName] of ['Reportee Bao', 'Reportee Anh', 'Reportee Chi', '=HYPERLINK("http://x.test","Reportee")'].entries()) {
      const created = await call('POST', 'User', { kind: 'site', email: `reportee-${index}@example.com`, fullName, password: 'Report-2026', roleIds: [] });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(async () => { await ctx.close(); });

  async function signIn(username: string, password: string) {
    return (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  }
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('answers an xlsx with the titles sent, typed cells, and the list’s search and sort', async () => {
    const columns = [{ key: 'fullName', title: 'Nom complet' }, { key: 'id', title: 'N°' }, { key: 'createdAt', title: 'Créé le' }, { key: 'isActive', title: 'Actif' }, { key: 'roles', title: 'Rôles' }];
    const report = await call('POST', 'User/report?kind=site&searchByName=Reportee&sort=-fullName', { columns });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe(XLSX);
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="user-\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const { header, body } = await readSheet(report.rawPayload);
    expect(header).toEqual(['Nom complet', 'N°', 'Créé le', 'Actif', 'Rôles']);
    const listed = await call('GET', 'User?kind=site&searchByName=Reportee&sort=-fullName&pageSize=100');
    const expected = listed.json<{ id: number; fullName: string }[]>();
    expect(body).toHaveLength(expected.length);
    expect(body.map((row) => row.getCell(1).value)).toEqual(expected.map((user) => user.fullName));
    expect(body.map((row) => row.getCell(2).value)).toEqual(expected.map((user) => user.id));

    const first = body[0]!;
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(3).value).toBeInstanceOf(Date);
    expect(Math.abs((first.getCell(3).value as Date).getTime() - Date.now())).toBeLessThan(10 * 60_000);
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(first.getCell(4).value).toBe(true);
    // A text that starts with = stays the text it is, never a formula.
    const formulaLike = body.find((row) => String(row.getCell(1).value).startsWith('='))!;
    expect(formulaLike.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.getCell(1).value).toBe('=HYPERLINK("http://x.test","Reportee")');
  });

  it('keeps the definition’s columns and English titles without a body, and renames by `titles`', async () => {
    const noBody = await call('POST', 'User/report?searchByName=Reportee');
    expect(noBody.statusCode, noBody.body).toBe(200);
    const plain = await readSheet(noBody.rawPayload);
    expect(plain.header).toEqual(['Id', 'Kind', 'Username', 'E-mail', 'Name', 'Roles', 'Active', 'Created']);
    expect(plain.body).toHaveLength(4);
    const renamed = await readSheet((await call('POST', 'User/report?searchByName=Reportee', { titles: { fullName: 'Nom', createdAt: 'Créé le', lastLoginAt: 'not a report column' } })).rawPayload);
    expect(renamed.header).toEqual(['Id', 'Kind', 'Username', 'E-mail', 'Nom', 'Roles', 'Active', 'Créé le']);
  });

  it('reads every page: more rows than one page holds, in order, none twice', async () => {
    await ctx.database.db.execute(sql`
      insert into users (kind, email, password_hash, full_name, created_at)
      select 'site', 'paged-' || g || '@example.com', 'x', 'Paged ' || lpad(g::text, 5, '0'), now() - make_interval(mins => g)
      from generate_series(1, 2500) g`);
    const report = await call('POST', 'User/report?searchByName=Paged&sort=fullName', { columns: [{ key: 'fullName', title: 'Name' }] });
    const { body } = await readSheet(report.rawPayload);
    expect(body).toHaveLength(2500);
    expect(body[0]!.getCell(1).value).toBe('Paged 00001');
    expect(body[1000]!.getCell(1).value).toBe('Paged 01001');
    expect(body[2499]!.getCell(1).value).toBe('Paged 02500');
    expect(new Set(body.map((row) => row.getCell(1).value)).size).toBe(2500);
  });

  it('stops when the client goes away mid-report, and keeps serving', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    for (const format of ['xlsx', 'csv']) {
      const received = await new Promise<number>((resolve, reject) => {
        const outgoing = request(`${address}/api/admin/User/report?format=${format}&searchByName=Paged`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } }, (response) => {
          response.once('data', (chunk: Buffer) => {
            outgoing.destroy();
            resolve(chunk.length);
          });
        });
        outgoing.once('error', (error) => (outgoing.destroyed ? undefined : reject(error)));
        outgoing.end();
      });
      expect(received).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await call('POST', 'User/report?searchByName=Reportee');
    expect(after.statusCode).toBe(200);
  });

  it('still answers the CSV of before with ?format=csv, titles and formula guard included', async () => {
    const report = await call('POST', 'User/report?format=csv&searchByName=Reportee&sort=fullName', { columns: [{ key: 'fullName', title: 'Nom' }, { key: 'email', title: 'Courriel' }] });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="user-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(report.body).toBe([
      '\uFEFFNom,Courriel',
      `"'=HYPERLINK(""http://x.test"",""Reportee"")",reportee-3@example.com`,
      'Reportee Anh,reportee-1@example.com',
      'Reportee Bao,reportee-0@example.com',
      'Reportee Chi,reportee-2@example.com',
      '',
    ].join('\r\n'));
  });

  it('refuses an unknown column, a bad sort and a bad format with a problem and no file', async () => {
    const unknown = await call('POST', 'User/report', { columns: [{ key: 'fullName', title: 'Nom' }, { key: 'passwordHash', title: 'Secret' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/json/);
    const problem = ProblemSchema.parse(unknown.json());
    expect(problem.title).toContain('id, kind, username, email, fullName, roles, isActive, createdAt');
    expect(problem.errors).toEqual([{ field: 'body.columns.1.key', message: 'Unknown report column "passwordHash".' }]);
    expect(unknown.headers['content-disposition']).toBeUndefined();

    const twice = await call('POST', 'User/report', { columns: [{ key: 'id', title: 'A' }, { key: 'id', title: 'B' }] });
    expect(twice.statusCode).toBe(400);
    expect((await call('POST', 'User/report', { columns: [{ key: 'id', title: '' }] })).statusCode).toBe(400);
    expect((await call('POST', 'User/report', { columns: [], extra: 1 })).statusCode).toBe(400);

    const badSort = await call('POST', 'User/report?sort=passwordHash');
    expect(badSort.statusCode).toBe(400);
    expect(ProblemSchema.parse(badSort.json()).title).toMatch(/Cannot sort by "passwordHash"/);
    expect(badSort.headers['content-disposition']).toBeUndefined();
    expect((await call('POST', 'User/report?format=pdf')).statusCode).toBe(400);
  });

  it('needs the resource’s read permission', async () => {
    const editor = await signIn('editor', 'Editor@123');
    const refused = await call('POST', 'User/report', undefined, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/User/report' })).statusCode).toBe(401);
  });
});
