import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

describe('classes', () => {
  let ctx: TestContext;
  let teacher: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    teacher = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'teacher', password: 'Teacher@123' } })).json<{ accessToken: string }>().accessToken;
  });
  afterAll(async () => { await ctx.close(); });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${teacher}` }, ...(payload ? { payload } : {}) });

  it('creates a class, adds students by blocks without duplicates, lists and removes them', async () => {
    const created = await call('POST', 'Class', { name: 'IELTS evening group', description: 'Tuesdays and Thursdays' });
    expect(created.statusCode).toBe(201);
    const classId = created.json<{ id: number }>().id;
    const users = (await call('GET', 'User/getAllUser')).json<{ id: number }[]>();
    const subjects = (await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?pageSize=2' })).json<{ id: number }[]>();
    const roles = (await ctx.app.inject({ method: 'GET', url: '/api/admin/Role?searchByName=learner', headers: { authorization: `Bearer ${teacher}` } }));
    expect(roles.statusCode).toBe(403);

    const body = { classId, blocks: [{ userIds: [users[0]!.id], subjectIds: subjects.map((subject) => subject.id), roleId: null }, { userIds: [users[0]!.id], subjectIds: [] }] };
    expect((await call('PUT', 'Class/addUserToClass', body)).json()).toEqual({ added: 3 });
    expect((await call('PUT', 'Class/addUserToClass', body)).statusCode).toBe(200);

    const members = await call('GET', `Class/${classId}/members`);
    expect(JSON.parse(String(members.headers['x-pagination']))).toMatchObject({ currentPage: 1, pageSize: 100, totalCount: 3 });
    const rows = members.json<{ id: number; subject: { id: number } | null }[]>();
    expect(rows.filter((row) => row.subject === null)).toHaveLength(1);
    expect((await call('GET', `Class/${classId}`)).json()).toMatchObject({ memberCount: 1 });

    expect((await call('DELETE', `Class/${classId}/members/${rows[0]!.id}`)).statusCode).toBe(200);
    expect(JSON.parse(String((await call('GET', `Class/${classId}/members`)).headers['x-pagination'])).totalCount).toBe(2);

    const edited = await call('PUT', 'Class/editClass', { id: classId, name: 'IELTS evening group B' });
    expect(edited.json()).toMatchObject({ name: 'IELTS evening group B', description: 'Tuesdays and Thursdays' });
  });

  it('gives a class member a class role (learner or teacher), never an administration role', async () => {
    const admin = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } })).json<{ accessToken: string }>().accessToken;
    const roles = (await ctx.app.inject({ method: 'GET', url: '/api/admin/Role?pageSize=100', headers: { authorization: `Bearer ${admin}` } })).json<{ id: number; name: string }[]>();
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
    const classId = (await call('POST', 'Class', { name: 'Roles of members' })).json<{ id: number }>().id;
    const users = (await call('GET', 'User/getAllUser')).json<{ id: number }[]>();
    for (const name of ['super admin', 'content editor']) {
      const refused = await call('PUT', 'Class/addUserToClass', { classId, blocks: [{ userIds: [users[0]!.id], roleId: roleId('learner') }, { userIds: [users[0]!.id], roleId: roleId(name) }] });
      expect(refused.statusCode).toBe(400);
      const problem = ProblemSchema.parse(refused.json());
      expect(problem.title).toBe(`A class member is a learner or a teacher, not a ${name}.`);
      expect(problem.errors?.[0]?.field).toBe('body.blocks.1.roleId');
    }
    expect((await call('GET', `Class/${classId}`)).json()).toMatchObject({ memberCount: 0 });
    const unknown = await call('PUT', 'Class/addUserToClass', { classId, blocks: [{ userIds: [users[0]!.id], roleId: 99999 }] });
    expect(unknown.statusCode).toBe(400);
    for (const name of ['learner', 'teacher']) {
      expect((await call('PUT', 'Class/addUserToClass', { classId, blocks: [{ userIds: [users[0]!.id], roleId: roleId(name) }] })).json()).toEqual({ added: 1 });
    }
    const [member] = (await call('GET', `Class/${classId}/members`)).json<{ role: { name: string } | null }[]>();
    expect(member?.role?.name).toBe('teacher');
  });

  it('tells a teacher, who may not read roles, the class roles: learner first, then teacher', async () => {
    const answer = await call('GET', 'Class/getClassRoles');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ name: string }[]>().map((role) => role.name)).toEqual(['learner', 'teacher']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Class/getClassRoles' })).statusCode).toBe(401);
  });

  it('names unknown users in a block and adds nobody', async () => {
    const classId = (await call('POST', 'Class', { name: 'Empty' })).json<{ id: number }>().id;
    const response = await call('PUT', 'Class/addUserToClass', { classId, blocks: [{ userIds: [99999] }] });
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).errors?.[0]?.field).toBe('body.blocks.0.userIds');
    expect((await call('GET', `Class/${classId}`)).json()).toMatchObject({ memberCount: 0 });
    expect((await call('PUT', 'Class/addUserToClass', { classId, blocks: [] })).statusCode).toBe(400);
  });
});
