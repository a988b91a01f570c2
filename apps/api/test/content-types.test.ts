import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '@lexam/core';
import { tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

type Row = Record<string, unknown> & { id: number };

/** The generic verbs of declared content types, through the reading course's types. */
describe('content types declared once: the reading course', () => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  let lessonA: number;
  let lessonB: number;
  const passages: number[] = [];

  async function signIn(username: string, password: string) {
    return (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object, token: string | null = admin) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Row>();
  };
  const count = async (entity: string) => (await ctx.database.db.select().from(entity === 'Passage' ? tables.coursePassages : tables.words)).length;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await signIn('admin', 'Admin@123');
    teacher = await signIn('teacher', 'Teacher@123');
    lessonA = (await created('Lession', { skill: 'reading', source: 'cambridge', name: 'Zeta lesson', description: 'First' })).id;
    lessonB = (await created('Lession', { skill: 'reading', source: 'realTest', name: 'Alpha lesson' })).id;
    for (const title of ['Glaciers', 'Bees', 'Canals']) {
      passages.push((await created('Passage', { lessonId: lessonA, title, bodyHtml: `<p data-paragraph="A">About ${title}.</p><script>alert(1)</script>` })).id);
    }
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('creates with defaults, sanitises rich text and takes the source from the lesson', async () => {
    const passage = (await call('GET', `Passage/${passages[0]}`)).json<Row>();
    expect(passage).toMatchObject({ title: 'Glaciers', source: 'cambridge', bodyHtml: '<p data-paragraph="A">About Glaciers.</p>', practice: [], videoId: null, isPublished: true, sortOrder: 1 });
    expect(passage.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const moved = (await call('PUT', `Passage/${passages[2]}`, { lessonId: lessonB })).json<Row>();
    expect(moved).toMatchObject({ source: 'realTest', sortOrder: 1 });
    expect((await call('PUT', `Passage/${passages[2]}`, { lessonId: lessonA })).json<Row>()).toMatchObject({ source: 'cambridge', sortOrder: 3 });
  });

  it('lists with search, sort, filters and the x-pagination header', async () => {
    // The demo course is seeded too: every list here is narrowed to this test's own rows.
    const bySource = await call('GET', `Passage?lessonId=${lessonA}&source=cambridge&sort=-title&pageSize=2`);
    expect(bySource.statusCode).toBe(200);
    expect(bySource.json<Row[]>().map((row) => row.title)).toEqual(['Glaciers', 'Canals']);
    expect(JSON.parse(bySource.headers['x-pagination'] as string)).toMatchObject({ totalCount: 3, totalPages: 2, hasNext: true });
    expect((await call('GET', `Passage?lessonId=${lessonA}&source=realTest`)).json<Row[]>()).toEqual([]);
    expect((await call('GET', `Passage?lessonId=${lessonA}&searchByName=bee`)).json<Row[]>().map((row) => row.title)).toEqual(['Bees']);
    expect((await call('GET', `Passage?lessonId=${lessonB}`)).json<Row[]>()).toEqual([]);
    expect((await call('GET', 'Lession?source=realTest&searchByName=lesson&pageSize=100')).json<Row[]>().map((row) => row.name)).toContain('Alpha lesson');
    expect((await call('GET', 'Lession?source=cambridge&searchByName=Alpha lesson')).json<Row[]>()).toEqual([]);
    // Every column a type declares sortable sorts, both ways.
    for (const sort of ['title', '-title', 'sortOrder', '-createdAt', 'id', 'updatedAt']) expect((await call('GET', `Passage?sort=${sort}`)).statusCode, sort).toBe(200);
  });

  it('refuses an unknown sort, a bad filter and bad bodies with a 400, changing nothing', async () => {
    const before = await count('Passage');
    const sort = await call('GET', 'Passage?sort=bodyHtml');
    expect(sort.statusCode).toBe(400);
    expect(sort.json<{ title: string }>().title).toContain('Cannot sort by "bodyHtml"');
    expect((await call('GET', 'Passage?source=oxford')).statusCode).toBe(400);
    expect((await call('GET', 'Passage?lessonId=abc')).statusCode).toBe(400);
    for (const body of [{ title: 'No lesson' }, { lessonId: lessonA, title: '' }, { lessonId: 99_999, title: 'Ghost lesson' }, { lessonId: lessonA, title: 'Extra', colour: 'red' }, { lessonId: lessonA, title: 'Src', source: 'realTest' }]) {
      const response = await call('POST', 'Passage', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ title: string }>().title).toBeTruthy();
    }
    const practice = await call('PUT', `Passage/${passages[0]}`, { practice: [{ type: 'true-false-not-given', content: { statements: [{ id: '1', text: 'Ice moves.' }] }, key: { answers: { '1': 'maybe' } } }] });
    expect(practice.statusCode).toBe(400);
    expect(practice.json<{ errors: { field: string }[] }>().errors[0]!.field).toMatch(/^body\.practice\.0\./);
    expect((await call('PUT', 'Passage/99999', { title: 'Nobody' })).statusCode).toBe(404);
    expect(await count('Passage')).toBe(before);
    expect((await call('GET', `Passage/${passages[0]}`)).json<Row>().practice).toEqual([]);
  });

  it('keeps a valid practice question and checks media by kind', async () => {
    const item = { type: 'true-false-not-given', content: { instruction: 'Write TRUE, FALSE or NOT GIVEN.', statements: [{ id: '1', text: 'Glaciers move.' }] }, key: { answers: { '1': 'true' } }, explanation: 'The text says so.' };
    const saved = await call('PUT', `Passage/${passages[0]}`, { practice: [item] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>().practice).toEqual([item]);

    const [image] = await ctx.database.db.insert(tables.files).values({ key: '00000000-0000-4000-8000-000000000001.png', kind: 'image', mime: 'image/png', size: 10, originalName: 'bee.png' }).returning();
    const word = await created('NewWords', { passageId: passages[1], term: 'hive', meaning: 'a home for bees', example: 'The hive was full.', image: image!.id });
    expect(word).toMatchObject({ term: 'hive', partOfSpeech: 'noun', translations: {}, audio: null, image: { id: image!.id, url: `/api/files/${image!.key}`, originalName: 'bee.png' } });
    const wrongKind = await call('POST', 'NewWords', { passageId: passages[1], term: 'drone', audio: image!.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ errors: { field: string; message: string }[] }>().errors[0]).toMatchObject({ field: 'body.audio' });
    expect((await call('POST', 'NewWords', { passageId: passages[1], term: 'drone', audio: 123_456 })).statusCode).toBe(400);
    expect((await call('PUT', `NewWords/${word.id}`, { image: null })).json<Row>().image).toBeNull();
  });

  it('orders within one parent: the rows sent take the places they held', async () => {
    const order = async () => (await call('GET', `Passage?lessonId=${lessonA}&sort=sortOrder`)).json<Row[]>().map((row) => row.id);
    expect(await order()).toEqual([passages[0], passages[1], passages[2]]);
    const reordered = await call('PUT', 'Passage/updateOrder', { ids: [passages[2], passages[0]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await order()).toEqual([passages[2], passages[1], passages[0]]);
    const other = (await created('Passage', { lessonId: lessonB, title: 'Dunes' })).id;
    expect((await call('PUT', 'Passage/updateOrder', { ids: [other, passages[0]] })).statusCode).toBe(400);
    expect((await call('PUT', 'Passage/updateOrder', { ids: [passages[0], passages[0]] })).statusCode).toBe(400);
    expect((await call('PUT', 'Passage/updateOrder', { ids: [424_242] })).statusCode).toBe(400);
    expect(await order()).toEqual([passages[2], passages[1], passages[0]]);
  });

  it('moves rows to a position among all their siblings, past the page they are on', async () => {
    const order = async () => (await call('GET', `Passage?lessonId=${lessonA}&sort=sortOrder`)).json<Row[]>().map((row) => row.id);
    const before = await order();
    const [first, second, third] = before as [number, number, number];
    expect((await call('PUT', 'Passage/updateOrder', { ids: [first], position: 3 })).statusCode).toBe(200);
    expect(await order()).toEqual([second, third, first]);
    expect((await call('PUT', 'Passage/updateOrder', { ids: [first], position: 1 })).statusCode).toBe(200);
    expect(await order()).toEqual([first, second, third]);
    expect((await call('PUT', 'Passage/updateOrder', { ids: [second], position: 99 })).statusCode).toBe(200);
    expect(await order()).toEqual([first, third, second]);
    for (const position of [0, -1, 1.5, '2']) expect((await call('PUT', 'Passage/updateOrder', { ids: [first], position })).statusCode, String(position)).toBe(400);
    expect(await order()).toEqual([first, third, second]);
  });

  it('deletes one and many, answers statistics and a report', async () => {
    const total = async () => (await call('POST', 'Introduction/statistics')).json<{ total: number }>().total;
    const before = await total();
    const a = await created('Introduction', { skill: 'reading', title: 'Welcome', bodyHtml: '<p>Hi</p>' });
    const b = await created('Introduction', { skill: 'reading', title: 'About' });
    expect(await total()).toBe(before + 2);
    const report = await call('POST', 'Introduction/report');
    expect(report.statusCode).toBe(200);
    expect((await call('POST', 'Introduction/deleteMulti', { ids: [a.id, b.id] })).json()).toEqual({ deleted: 2 });
    expect((await call('DELETE', `Introduction/${a.id}`)).statusCode).toBe(404);
  });

  it('guards every verb with the type’s permission', async () => {
    expect((await call('GET', 'Passage', undefined, teacher)).statusCode).toBe(200);
    expect((await call('POST', 'Passage', { lessonId: lessonA, title: 'By a teacher' }, teacher)).statusCode).toBe(403);
    expect((await call('PUT', 'Passage/updateOrder', { ids: passages }, teacher)).statusCode).toBe(403);
    expect((await call('GET', 'Passage', undefined, null)).statusCode).toBe(401);
  });
});

describe('every declared content type', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } })).json<{ accessToken: string }>().accessToken;
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
  });

  it.each(contentServices.map((service) => [service.type.entity, service.type] as const))('%s sorts by each declared column both ways, and by nothing else', async (entity, type) => {
    const list = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/${entity}?${query}`, headers: { authorization: `Bearer ${admin}` } });
    for (const key of type.sortable) for (const sort of [key, `-${key}`]) expect((await list(`sort=${sort}`)).statusCode, sort).toBe(200);
    const unknown = Object.keys(type.fields).find((key) => !type.sortable.includes(key)) ?? 'nothing';
    expect((await list(`sort=${unknown}`)).statusCode).toBe(400);
  });
});
