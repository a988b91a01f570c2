import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertClientReady, danglingRefs } from '../src/plugins/openapi-integrity';
import { operationIdOf } from '../src/plugins/operation-id';
import { buildTestApp, type TestContext } from './helpers';
import { typeCheck } from './support/compile-typescript';

interface Operation { operationId?: string; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // Built once directly first, so that a refused document fails with its reasons rather than a bare 500.
    expect(() => ctx.app.swagger()).not.toThrow();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(async () => { await ctx.close(); });

  const operations = () => Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })));

  it('is OpenAPI 3.1 describing Lexam', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Lexam API');
  });

  it('lists every API route Fastify knows, with a success response each', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/learner/Course/getCourseIndexs']));
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const operation of Object.values(byMethod)) {
        expect(Object.keys(operation.responses).some((code) => code.startsWith('2')), path).toBe(true);
      }
    }
  });

  it('documents query parameters from the zod schemas', () => {
    const list = doc.paths['/api/learner/Course/getCourseIndexs']?.get;
    const names = list?.parameters?.filter((param) => param.in === 'query').map((param) => param.name);
    expect(names).toEqual(expect.arrayContaining(['pageIndex', 'pageSize', 'searchByName', 'sort', 'skill']));
  });

  it('passes a standard validator: valid OpenAPI 3.1, every $ref resolves', async () => {
    // The parser dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operationId that is an identifier', () => {
    const ids = operations().map(({ call, operation }) => {
      expect(operation.operationId, call).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      return operation.operationId;
    });
    expect(ids.length).toBeGreaterThan(150);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each operation after its API.md call: <mount>_<controller>_<call>', () => {
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(idOf('get', '/api/admin/Auth/getMenuItems')).toBe('admin_Auth_getMenuItems');
    expect(idOf('post', '/api/learner/Auth/loginPhysics')).toBe('learner_Auth_loginPhysics');
    expect(idOf('post', '/api/learner/Auth/social-login')).toBe('learner_Auth_social_login');
    // The same call name on both mounts stays two operations.
    expect(idOf('post', '/api/learner/Auth/resetPassword')).toBe('learner_Auth_resetPassword');
    expect(idOf('put', '/api/admin/Auth/resetPassword')).toBe('admin_Auth_resetPassword');
    expect(idOf('get', '/api/admin/User/getOne/{id}')).toBe('admin_User_getOne');
    expect(idOf('post', '/api/learner/OnlineToeicTest/submitIeltsReadingTest')).toBe('learner_OnlineToeicTest_submitIeltsReadingTest');
    // The generic verbs of a content entity.
    expect(idOf('get', '/api/admin/Role')).toBe('admin_Role_list');
    expect(idOf('get', '/api/admin/Role/{id}')).toBe('admin_Role_get');
    expect(idOf('post', '/api/admin/Role')).toBe('admin_Role_create');
    expect(idOf('put', '/api/admin/Role/{id}')).toBe('admin_Role_edit');
    expect(idOf('delete', '/api/admin/Role/{id}')).toBe('admin_Role_delete');
    expect(idOf('post', '/api/admin/Role/deleteMulti')).toBe('admin_Role_deleteMulti');
    expect(idOf('put', '/api/admin/Menu/updateOrder')).toBe('admin_Menu_updateOrder');
    expect(idOf('post', '/api/admin/User/statistics')).toBe('admin_User_statistics');
    expect(idOf('post', '/api/admin/ToeicTestOnlne/report')).toBe('admin_ToeicTestOnlne_report');
    expect(idOf('post', '/api/admin/IeltsOnlineTest/{id}/copy')).toBe('admin_IeltsOnlineTest_copy');
    expect(idOf('get', '/api/health')).toBe('system_health');
  });

  it('generates a typed client with openapi-typescript that compiles, recursive menu included', async () => {
    const client = astToString(await openapiTS(structuredClone(doc) as unknown as OpenAPI3, { silent: true }));
    const usage = [
      "import type { operations, paths } from './client';",
      "type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;",
      "type MenuItem = Json<operations['admin_Auth_getMenuItems']['responses'][200]>[number];",
      "export const menu: MenuItem = { id: 1, title: 'System', path: '/dashboard/system', icon: '', children: [{ id: 2, title: 'Users', path: '/dashboard/system/user/list', icon: '', children: [] }] };",
      "export const grandchild: MenuItem['children'][number]['children'][number]['title'] = 'x';",
      "export const login: Json<NonNullable<operations['learner_Auth_loginPhysics']['requestBody']>> = { email: 'a@b.c', password: 'x' };",
      "export const sameOperation: paths['/api/admin/Role/{id}']['get'] = {} as operations['admin_Role_get'];",
      // A wrong type must fail, or this check could not fail at all.
      "// @ts-expect-error a menu item's title is a string",
      "export const wrong: MenuItem['title'] = 1;",
    ].join('\n');
    expect(typeCheck({ 'client.ts': client, 'usage.ts': usage })).toEqual([]);
  }, 120_000);

  it('serves the docs UI from the installed package, not a CDN', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});

describe('operationIds and the document check', () => {
  it('derives the id of calls API.md names that are not served yet, the same way', () => {
    expect(operationIdOf('GET', '/api/learner/GrammarCourse/getCourseIndexs/:pageIndex/:pageSize')).toBe('learner_GrammarCourse_getCourseIndexs');
    expect(operationIdOf('DELETE', '/api/learner/Words/:wordListId/:wordId')).toBe('learner_Words_delete');
    expect(operationIdOf('POST', '/api/learner/Words')).toBe('learner_Words_create');
    expect(operationIdOf('PUT', '/api/learner/WordList/{id}')).toBe('learner_WordList_edit');
    expect(operationIdOf('DELETE', '/api/learner/Speaking/delete/:id')).toBe('learner_Speaking_delete');
    expect(operationIdOf('GET', '/api/learner/listening/getContraction')).toBe('learner_listening_getContraction');
    expect(operationIdOf('GET', '/api/files/:key')).toBe('system_files');
  });

  it('refuses a dangling $ref (the unnamed recursive schema of old), a missing or a repeated operationId', () => {
    const menu = { get: { operationId: 'admin_Auth_getMenuItems', responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/schema0' } } } } } } } };
    const document = { components: { schemas: { MenuItem: { type: 'object' } } }, paths: { '/api/admin/Auth/getMenuItems': menu } };
    expect(danglingRefs(document)).toEqual([{ at: '#/paths/~1api~1admin~1Auth~1getMenuItems/get/responses/200/content/application~1json/schema/items', ref: '#/components/schemas/schema0' }]);
    expect(() => assertClientReady(document)).toThrow(/refers to #\/components\/schemas\/schema0/);
    menu.get.responses[200].content['application/json'].schema.items.$ref = '#/components/schemas/MenuItem';
    expect(() => assertClientReady(document)).not.toThrow();
    expect(() => assertClientReady({ paths: { '/a': { get: { responses: {} } } } })).toThrow('GET /a has no operationId');
    expect(() => assertClientReady({ paths: { '/a': { get: { operationId: 'x' } }, '/b': { post: { operationId: 'x' } } } })).toThrow('same operationId x');
  });
});
