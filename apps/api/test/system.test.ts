import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, type MenuItem } from '@lexam/contracts';
import { and, eq, tables, upgradeMenus } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

describe('system resources of the admin API', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await signIn('admin', 'Admin@123');
  });
  afterAll(async () => { await ctx.close(); });

  async function signIn(username: string, password: string) {
    return (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const titles = (items: MenuItem[]): string[] => items.flatMap((item) => [item.title, ...titles(item.children)]);

  it('lets an admin create a role and a user who then sees only the permitted menu items', async () => {
    const role = await call('POST', 'Role', { name: 'Reviewer', description: 'Reads users and roles', permissions: ['user.read', 'role.read'] });
    expect(role.statusCode).toBe(201);
    const roleId = role.json<{ id: number }>().id;
    const user = await call('POST', 'User', { kind: 'admin', username: 'reviewer', fullName: 'Rosa Reviewer', password: 'Review-2026', roleIds: [roleId] });
    expect(user.statusCode).toBe(201);
    expect(user.json()).toMatchObject({ roles: ['Reviewer'], permissions: ['role.read', 'user.read'] });

    const reviewer = await signIn('reviewer', 'Review-2026');
    const menu = (await call('GET', 'Auth/getMenuItems', undefined, reviewer)).json<MenuItem[]>();
    expect(titles(menu)).toEqual(['nav.home', 'nav.system', 'nav.users', 'nav.roles']);
    expect(titles((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>())).toContain('nav.menus');
    expect((await call('GET', 'Role', undefined, reviewer)).statusCode).toBe(200);
    expect((await call('POST', 'Role', { name: 'Nope' }, reviewer)).statusCode).toBe(403);
  });

  it('shows an item named for roles only to those roles', async () => {
    const roles = (await call('GET', 'Role?pageSize=100')).json<{ id: number; name: string }[]>();
    const teacherRole = roles.find((role) => role.name === 'teacher')!;
    const created = await call('POST', 'Menu', { title: 'Class reports', path: '/dashboard/system/class', icon: 'insights', roleIds: [teacherRole.id] });
    expect(created.statusCode).toBe(201);
    const teacher = await signIn('teacher', 'Teacher@123');
    expect(titles((await call('GET', 'Auth/getMenuItems', undefined, teacher)).json<MenuItem[]>())).toContain('Class reports');
    expect(titles((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>())).not.toContain('Class reports');
  });

  it('reaches every grammar authoring screen from the seeded menu, each for its permission, and adds them once to a menu seeded before them', async () => {
    const GRAMMAR = [
      ['nav.dashboard.topics', '/dashboard/grammar/topics'],
      ['nav.dashboard.grammarPoints', '/dashboard/grammar/wordgrammar/grammar'],
      ['nav.dashboard.newWords', '/dashboard/grammar/wordgrammar/newword'],
      ['nav.dashboard.exercises', '/dashboard/grammar/exercise'],
    ];
    const grammarOf = (items: MenuItem[]) => items.find((item) => item.title === 'nav.courses')?.children.find((item) => item.title === 'nav.grammar');
    const grammar = grammarOf((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>());
    expect(grammar?.children.map((item) => [item.title, item.path])).toEqual(GRAMMAR);

    // An admin who may only read new words sees that one screen of the group.
    const role = (await call('POST', 'Role', { name: 'Word editor', description: 'Edits the grammar course\'s new words', permissions: ['new-words.read'] })).json<{ id: number }>();
    expect((await call('POST', 'User', { kind: 'admin', username: 'wordeditor', fullName: 'Wendy Words', password: 'Words-2026', roleIds: [role.id] })).statusCode).toBe(201);
    const words = grammarOf((await call('GET', 'Auth/getMenuItems', undefined, await signIn('wordeditor', 'Words-2026'))).json<MenuItem[]>());
    expect(words?.children.map((item) => item.path)).toEqual(['/dashboard/grammar/wordgrammar/newword']);

    // A menu seeded before: one item "Grammar" → the topics. Upgraded once, its admins' later edits kept.
    const { menus } = tables;
    const db = ctx.database.db;
    await db.delete(menus).where(eq(menus.parentId, grammar!.id));
    await db.update(menus).set({ path: '/dashboard/grammar/topics', permission: 'grammar.read' }).where(eq(menus.id, grammar!.id));
    expect(grammarOf((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>())?.children).toEqual([]);
    expect(await db.transaction((tx) => upgradeMenus(tx))).toBe(4);
    expect(grammarOf((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>())?.children.map((item) => [item.title, item.path])).toEqual(GRAMMAR);
    await db.delete(menus).where(and(eq(menus.parentId, grammar!.id), eq(menus.title, 'nav.dashboard.exercises')));
    expect(await db.transaction((tx) => upgradeMenus(tx))).toBe(0);
    expect(grammarOf((await call('GET', 'Auth/getMenuItems')).json<MenuItem[]>())?.children).toHaveLength(3);
  });

  it('orders menu items and answers 405 for a verb an entity lacks', async () => {
    const top = (await call('GET', 'Menu?pageSize=100')).json<{ id: number; parentId: number | null; title: string }[]>().filter((item) => item.parentId === null);
    const reversed = top.map((item) => item.id).reverse();
    expect((await call('PUT', 'Menu/updateOrder', { ids: reversed })).statusCode).toBe(200);
    const after = (await call('GET', 'Menu?pageSize=100&sort=sortOrder')).json<{ id: number; parentId: number | null }[]>().filter((item) => item.parentId === null);
    expect(after.map((item) => item.id)).toEqual(reversed);

    const noOrder = await call('PUT', 'Role/updateOrder', { ids: [1] });
    expect(noOrder.statusCode).toBe(405);
    expect(ProblemSchema.parse(noOrder.json()).title).toBe('Role cannot be ordered: it has no order.');
  });

  it('lists users with search, sort and the pagination header', async () => {
    const response = await call('GET', 'User/getAllAdmin?pageIndex=1&pageSize=2&sort=-id');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.headers['x-pagination']))).toMatchObject({ currentPage: 1, pageSize: 2, hasPrevious: false });
    const rows = response.json<{ id: number; kind: string }[]>();
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(rows.every((row) => row.kind === 'admin')).toBe(true);
    const found = (await call('GET', 'User?searchByName=example.com')).json<{ email: string }[]>();
    expect(found.map((row) => row.email)).toContain('learner@example.com');
  });

  it('refuses duplicates and bad input with a 4xx that changes nothing', async () => {
    expect((await call('POST', 'Role', { name: 'TEACHER' })).statusCode).toBe(409);
    const bad = await call('POST', 'User', { kind: 'admin', password: 'Good-pass-1' });
    expect(bad.statusCode).toBe(400);
    expect(ProblemSchema.parse(bad.json()).errors?.map((error) => error.field)).toContain('body.username');
    expect((await call('POST', 'Role', { name: 'X1', permissions: ['everything.allowed'] })).statusCode).toBe(400);
    expect((await call('DELETE', 'Role/1')).statusCode).toBe(409);
    expect((await call('PUT', 'Role/1', { permissions: [] })).statusCode).toBe(409);
    expect((await call('DELETE', 'Auth/deleteUserAdmin/1')).statusCode).toBe(409);
  });

  it('deletes several rows at once and exports a spreadsheet', async () => {
    const ids = [];
    for (const name of ['Temp A', 'Temp B']) ids.push((await call('POST', 'Role', { name })).json<{ id: number }>().id);
    expect((await call('POST', 'Role/deleteMulti', { ids })).json()).toEqual({ deleted: 2 });
    const report = await call('POST', 'User/report');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(report.headers['content-disposition']).toMatch(/attachment; filename="user-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getColumn(4).values).toContain('learner@example.com');
    const stats = await call('POST', 'User/statistics?pageSize=7');
    expect(stats.json<{ total: number }>().total).toBeGreaterThanOrEqual(4);
  });

  it('lets any admin read itself but not others without user.read', async () => {
    const editor = await signIn('editor', 'Editor@123');
    const me = (await call('GET', 'User?searchByName=editor')).json<{ id: number }[]>()[0]!;
    expect((await call('GET', `User/getOne/${me.id}`, undefined, editor)).statusCode).toBe(200);
    expect((await call('GET', 'User/getOne/1', undefined, editor)).statusCode).toBe(403);
  });
});
