import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyTestDocument, LearnerTest, OnlineTest, OnlineTestDetail, OnlineTestLesson } from '@lexam/contracts';
import { exampleGrammarDocument } from '@lexam/core';
import { demoGrammarTest, demoToeicListeningTest, demoToeicReadingTest, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let admin: { authorization: string };
let ids: { ielts: number; toeicReading: number; toeicListening: number; grammar: number };

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((error) => error.field);

beforeAll(async () => {
  ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'admin', password: 'Admin@123' } });
  admin = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
  const tests = await ctx.database.db.select({ id: tables.examTests.id, kind: tables.examTests.kind, skill: tables.examTests.skill }).from(tables.examTests);
  const find = (kind: string, skill: string) => tests.find((test) => test.kind === kind && test.skill === skill)!.id;
  ids = { ielts: find('ielts', 'reading'), toeicReading: find('toeic', 'reading'), toeicListening: find('toeic', 'listening'), grammar: find('grammar', 'grammar') };
}, 180_000);
afterAll(async () => { await ctx.close(); });

describe('TOEIC and grammar export and import (admin)', () => {
  it('exports the seeded demo tests as the documents they were made from, media by their uploaded names', async () => {
    for (const [entity, id, document] of [
      ['OnlineToeicTest', ids.toeicReading, demoToeicReadingTest],
      ['OnlineToeicTest', ids.toeicListening, demoToeicListeningTest],
      ['GrammarOnlineTest', ids.grammar, demoGrammarTest],
    ] as const) {
      const response = await api('GET', `${entity}/${id}/export`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+-\d+\.json"$/);
      const exported = response.json<AnyTestDocument>();
      expect(exported.format).toBe(document.format);
      expect(exported.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.number, question.key]))))
        .toEqual(document.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.number, question.key]))));
      const groups = (document.test.sections as Array<{ groups: Array<{ audioFile?: string; imageFile?: string }> }>).flatMap((section) => section.groups);
      const exportedGroups = (exported.test.sections as Array<{ groups: Array<{ audioFile?: string; imageFile?: string }> }>).flatMap((section) => section.groups);
      expect(exportedGroups.map((group) => [group.audioFile, group.imageFile])).toEqual(groups.map((group) => [group.audioFile, group.imageFile]));
    }
  });

  it('round-trips: import(export(test)) exports the same document, media resolved to the stored files by name', async () => {
    for (const [entity, id] of [['OnlineToeicTest', ids.toeicListening], ['OnlineToeicTest', ids.toeicReading], ['GrammarOnlineTest', ids.grammar]] as const) {
      const exported = (await api('GET', `${entity}/${id}/export`)).json<AnyTestDocument>();
      const imported = await api('POST', `${entity}/import`, { ...exported, test: { ...exported.test, name: `${exported.test.name} (again)` } });
      expect(imported.statusCode, imported.body.slice(0, 500)).toBe(201);
      const { testId, isNewLesson } = imported.json<{ testId: number; isNewLesson: boolean }>();
      expect(isNewLesson).toBe(false);
      const again = (await api('GET', `${entity}/${testId}/export`)).json<AnyTestDocument>();
      expect(again).toEqual({ ...exported, test: { ...exported.test, name: `${exported.test.name} (again)` } });
      const preview = await api('GET', `${entity}/${testId}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(JSON.stringify(preview.json<LearnerTest>())).not.toMatch(/"(answerKey|explanation|evidence|transcriptHtml)"/);
    }
  });

  it('keeps kinds apart: another kind’s document is a 400 naming format, another kind’s test a 404', async () => {
    const wrong = await api('POST', 'IeltsOnlineTest/import', exampleGrammarDocument());
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.json())).toEqual(['format']);
    expect((await api('POST', 'OnlineToeicTest/import', exampleGrammarDocument())).statusCode).toBe(400);
    for (const url of [`OnlineToeicTest/${ids.ielts}/export`, `OnlineToeicTest/${ids.grammar}/preview`, `GrammarOnlineTest/${ids.toeicReading}/details`, `IeltsOnlineTest/${ids.toeicReading}`, `GrammarOnlineTest/${ids.ielts}`]) {
      expect((await api('GET', url)).statusCode, url).toBe(404);
    }
    const toeicTests = (await api('GET', 'OnlineToeicTest?pageSize=100')).json<OnlineTest[]>();
    expect(toeicTests.every((test) => test.kind === 'toeic')).toBe(true);
    expect((await api('GET', 'OnlineToeicTest?edition=ets2021')).json<unknown[]>()).toEqual([]);
    expect((await api('GET', 'IeltsOnlineTest?pageSize=100')).json<OnlineTest[]>().every((test) => test.kind === 'ielts')).toBe(true);
    const imported = await api('POST', 'GrammarOnlineTest/import?publish=true', exampleGrammarDocument({ name: 'Imported grammar' }));
    expect(imported.statusCode, imported.body).toBe(201);
  });

  it('authors a TOEIC test: a lesson of its kind, an edition required, sets with a picture and a recording of uploaded files', async () => {
    const lesson = await api('POST', 'ToeicTestOnlne', { name: 'Authored TOEIC', skill: 'listening' });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const { id: lessonId } = lesson.json<OnlineTestLesson>();
    expect(lesson.json<OnlineTestLesson>()).toMatchObject({ kind: 'toeic', skill: 'listening' });
    expect((await api('POST', 'GrammarOnlineTestLesson', { name: 'Bad', skill: 'reading' })).statusCode).toBe(400);
    expect((await api('GET', `IeltsOnlineTestLesson/${lessonId}`)).statusCode).toBe(404);

    const noEdition = await api('POST', 'OnlineToeicTest', { name: 'No edition', lessonId, skill: 'listening', durationSeconds: 2400 });
    expect(noEdition.statusCode).toBe(400);
    expect(fieldsOf(noEdition.json())).toEqual(['body.edition']);
    const inIelts = await api('POST', 'IeltsOnlineTest', { name: 'Wrong lesson', lessonId, skill: 'listening', durationSeconds: 2400 });
    expect(fieldsOf(inIelts.json())).toEqual(['body.lessonId']);
    const created = await api('POST', 'OnlineToeicTest', { name: 'Authored TOEIC listening', lessonId, skill: 'listening', edition: 'ets2022', durationSeconds: 2400 });
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json<OnlineTestDetail>();
    expect(test).toMatchObject({ kind: 'toeic', edition: 'ets2022' });

    const section = (await api('POST', 'OnlinePassage', { testId: test.id, title: 'Part 1', part: 1, directionsHtml: '<p onclick="x()">Look.</p>' })).json<{ id: number; part: number; directionsHtml: string }>();
    expect(section).toMatchObject({ part: 1, directionsHtml: '<p>Look.</p>' });
    const [image, audio] = await Promise.all(['image', 'audio'].map(async (kind) => (await ctx.database.db.select().from(tables.files)).find((file) => file.kind === kind)!.key));
    const wrongFile = await api('POST', 'OnlinePart', { sectionId: section.id, instructions: 'Question 1.', imageFileKey: audio });
    expect(wrongFile.statusCode).toBe(400);
    expect(fieldsOf(wrongFile.json())).toEqual(['body.imageFileKey']);
    const group = await api('POST', 'OnlinePart', { sectionId: section.id, instructions: 'Question 1.', imageFileKey: image, audioFileKey: audio, transcriptHtml: '<p>(A) A man is reading.</p><script>x</script>' });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json()).toMatchObject({ imageFileKey: image, imageUrl: `/api/files/${image}`, audioUrl: `/api/files/${audio}`, transcriptHtml: '<p>(A) A man is reading.</p>' });
    const detail = (await api('GET', `OnlineToeicTest/${test.id}`)).json<OnlineTestDetail>();
    expect(detail.sections[0]!.groups[0]).toMatchObject({ imageFileKey: image, audioFileKey: audio });
    const copy = await api('POST', `OnlineToeicTest/${test.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<OnlineTestDetail>()).toMatchObject({ kind: 'toeic', edition: 'ets2022', isPublished: false });
    expect(copy.json<OnlineTestDetail>().sections[0]!.groups[0]).toMatchObject({ imageFileKey: image, audioFileKey: audio });
    // Publishing checks the TOEIC rules: one Part 1 set is far from a test.
    const publish = await api('PUT', `OnlineToeicTest/${test.id}`, { isPublished: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json<{ title: string }>().title).toMatch(/cannot be published yet/);
  });
});
