import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseIndexSchema, CourseSchema, ProblemSchema, type Course, type CourseIndex } from '@lexam/contracts';
import { languageOfHeader } from '../src/routes/learner/course';
import { buildTestApp, type TestContext } from './helpers';

describe('the course catalogue in every interface language', () => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await signIn('admin', 'Admin@123');
    teacher = await signIn('teacher', 'Teacher@123');
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
  });

  async function signIn(username: string, password: string) {
    return (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const catalogue = async (query = '', headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/learner/Course/getCourseIndexs?pageSize=50${query}`, headers });
    expect(response.statusCode).toBe(200);
    return { rows: CourseIndexSchema.array().parse(response.json()) as CourseIndex[], language: response.headers['content-language'] };
  };
  const byCode = (rows: CourseIndex[], code: string) => rows.find((row) => row.code === code)!;
  const courseId = async (code: string) => (await call('GET', `Course?pageSize=50&searchByName=${code}`)).json<Course[]>().find((row) => row.code === code)!.id;

  it('answers the learner in the language asked for, else Accept-Language, else English', async () => {
    expect(byCode((await catalogue('&lang=fr')).rows, 'grammar-foundations').name).toBe('Bases de grammaire');
    expect(byCode((await catalogue('&lang=cn')).rows, 'ielts-reading').name).toBe('IELTS 阅读');
    const vietnamese = await catalogue('', { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' });
    expect(vietnamese.language).toBe('vn');
    expect(byCode(vietnamese.rows, 'grammar-foundations').name).toBe('Ngữ pháp nền tảng');
    // The query wins over the header.
    expect(byCode((await catalogue('&lang=ar', { 'accept-language': 'fr' })).rows, 'grammar-foundations').name).toBe('أسس القواعد');
    const english = await catalogue('', { 'accept-language': 'de-DE' });
    expect(english.language).toBe('en');
    expect(byCode(english.rows, 'grammar-foundations').name).toBe('Grammar foundations');
  });

  it('refuses a language it does not know with a 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learner/Course/getCourseIndexs?lang=de' });
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
  });

  it('lets an admin edit a course’s translations; an empty one falls back to English', async () => {
    const id = await courseId('writing-tasks');
    const detail = CourseSchema.parse((await call('GET', `Course/${id}`)).json());
    expect(detail.translations.fr?.name).toBe('Expression écrite, tâches 1 et 2');

    const edited = await call('PUT', `Course/${id}`, { translations: { ...detail.translations, fr: { name: 'Écrire : tâches 1 et 2', description: '' }, ar: { name: '', description: '' } } });
    expect(edited.statusCode).toBe(200);
    const saved = CourseSchema.parse(edited.json());
    expect(saved.translations.fr).toEqual({ name: 'Écrire : tâches 1 et 2', description: '' });
    // An empty translation is not kept: the language reads the English text.
    expect(saved.translations.ar).toBeUndefined();

    const french = byCode((await catalogue('&lang=fr')).rows, 'writing-tasks');
    expect(french).toMatchObject({ name: 'Écrire : tâches 1 et 2', description: detail.description });
    expect(byCode((await catalogue('&lang=ar')).rows, 'writing-tasks')).toMatchObject({ name: detail.name, description: detail.description });
  });

  it('creates a course that learners then see, and refuses bad input with a 4xx, changing nothing', async () => {
    const created = await call('POST', 'Course', { code: 'academic-words', skill: 'vocabulary', name: 'Academic words', description: 'The words of academic texts.', translations: { vn: { name: 'Từ vựng học thuật' } } });
    expect(created.statusCode).toBe(201);
    expect(CourseSchema.parse(created.json())).toMatchObject({ code: 'academic-words', isPublished: true, translations: { vn: { name: 'Từ vựng học thuật', description: '' } } });
    expect(byCode((await catalogue('&lang=vn')).rows, 'academic-words')).toMatchObject({ name: 'Từ vựng học thuật', description: 'The words of academic texts.' });

    const before = (await call('GET', 'Course?pageSize=50')).json<Course[]>().length;
    const refusals = [
      [{ code: 'academic-words', skill: 'vocabulary', name: 'Again' }, 409],
      [{ code: 'Not A Code', skill: 'vocabulary', name: 'Bad code' }, 400],
      [{ code: 'no-name', skill: 'vocabulary', name: '  ' }, 400],
      [{ code: 'bad-skill', skill: 'cooking', name: 'Cooking' }, 400],
      [{ code: 'bad-language', skill: 'grammar', name: 'German', translations: { de: { name: 'Deutsch' } } }, 400],
      [{ code: 'long-name', skill: 'grammar', name: 'Long', translations: { fr: { name: 'x'.repeat(201) } } }, 400],
      [{ code: 'extra', skill: 'grammar', name: 'Extra', sortOrder: 3, surprise: true }, 400],
    ] as const;
    for (const [payload, status] of refusals) {
      const response = await call('POST', 'Course', payload);
      expect([payload.code, response.statusCode]).toEqual([payload.code, status]);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    expect((await call('GET', 'Course?pageSize=50')).json<Course[]>()).toHaveLength(before);
    expect((await call('PUT', 'Course/999999', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('PUT', `Course/${await courseId('academic-words')}`, { code: 'ielts-reading' })).statusCode).toBe(409);
  });

  it('is guarded by the course permissions', async () => {
    const id = await courseId('ielts-listening');
    expect((await call('GET', 'Course', undefined, null)).statusCode).toBe(401);
    // The teacher reads content but does not edit it.
    expect((await call('GET', `Course/${id}`, undefined, teacher)).statusCode).toBe(200);
    expect((await call('PUT', `Course/${id}`, { name: 'Taken over' }, teacher)).statusCode).toBe(403);
    const learner = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'learner@example.com', password: 'Learner@123' } })).json<{ accessToken: string }>().accessToken;
    expect((await call('GET', 'Course', undefined, learner)).statusCode).toBe(401);
    expect(CourseSchema.parse((await call('GET', `Course/${id}`)).json()).name).toBe('IELTS Listening');
  });

  it('reads Accept-Language by quality and order', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('zh-Hans-CN')).toBe('cn');
    expect(languageOfHeader('de;q=1, fr;q=0.4, ar;q=0.8')).toBe('ar');
    expect(languageOfHeader('fr-CA;q=0')).toBe('en');
  });
});
