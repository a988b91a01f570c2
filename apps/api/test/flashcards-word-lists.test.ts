import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlashWordSchema, ImportWordListResultSchema, ProblemSchema, WordListSummarySchema } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';
import { z } from 'zod';
import { buildTestApp, type TestContext } from './helpers';
import { otherLearnerHeaders } from './support/exam';

const { wordLists, words, coursePassages, courseLessons } = tables;
type Headers = { authorization: string };

describe('word lists and words, learner side', () => {
  let ctx: TestContext;
  let db: Database;
  let anna: Headers;
  let ben: Headers;
  let annaId: number;
  let shared: number;
  let hiddenShared: number;
  let annaList: number;
  let passageWordId: number;

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const snapshot = async () => ({ lists: await db.select().from(wordLists).orderBy(wordLists.id), words: await db.select().from(words).orderBy(words.id) });

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    anna = await otherLearnerHeaders(ctx.app, 'anna@example.com');
    ben = await otherLearnerHeaders(ctx.app, 'ben@example.com');
    annaId = (await db.select().from(tables.users).where(eq(tables.users.email, 'anna@example.com')))[0]!.id;
    shared = (await db.insert(wordLists).values({ title: 'Shared', description: 'For all', sortOrder: 1 }).returning())[0]!.id;
    hiddenShared = (await db.insert(wordLists).values({ title: 'Draft shared', isPublished: false }).returning())[0]!.id;
    await db.insert(words).values([
      { wordListId: shared, term: 'abandon', meaning: 'to leave behind', partOfSpeech: 'verb', translations: { fr: 'abandonner' }, sortOrder: 1 },
      { wordListId: shared, term: 'abundant', meaning: 'more than enough', partOfSpeech: 'adjective', sortOrder: 2 },
    ]);
    const [lesson] = await db.insert(courseLessons).values({ skill: 'reading', source: 'cambridge', name: 'L' }).returning();
    const [passage] = await db.insert(coursePassages).values({ lessonId: lesson!.id, title: 'P' }).returning();
    passageWordId = (await db.insert(words).values({ passageId: passage!.id, term: 'nocturnal', meaning: 'active at night', partOfSpeech: 'adjective' }).returning())[0]!.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the shared published lists and the learner’s own, with counts and paging', async () => {
    const created = await call(anna, 'POST', 'WordList', { title: 'My words' });
    expect(created.statusCode, created.body).toBe(201);
    annaList = WordListSummarySchema.parse(created.json()).id;
    const response = await call(anna, 'GET', 'WordList/getWordList');
    expect(response.statusCode).toBe(200);
    const rows = z.array(WordListSummarySchema).parse(response.json());
    expect(rows.map((row) => [row.title, row.isOwn, row.isShared, row.counts.wordCount])).toEqual([
      ['My words', true, false, 0],
      ['Shared', false, true, 2],
    ]);
    expect(JSON.parse(response.headers['x-pagination'] as string)).toMatchObject({ totalCount: 2 });
    const mine = z.array(WordListSummarySchema).parse((await call(anna, 'GET', 'WordList/getWordList?scope=mine')).json());
    expect(mine.map((row) => row.id)).toEqual([annaList]);
    const bens = z.array(WordListSummarySchema).parse((await call(ben, 'GET', 'WordList/getWordList')).json());
    expect(bens.map((row) => row.title)).toEqual(['Shared']);
  });

  it('copies a shared list with its words, and adds words by hand and from a passage', async () => {
    const copy = await call(anna, 'POST', 'WordList', { copyFromId: shared });
    expect(copy.statusCode, copy.body).toBe(201);
    const summary = WordListSummarySchema.parse(copy.json());
    expect(summary).toMatchObject({ title: 'Shared', isOwn: true, copiedFromId: shared, counts: { wordCount: 2, newCount: 2 } });
    const added = await call(anna, 'POST', 'Words', { wordListId: annaList, term: 'brief', meaning: 'short', partOfSpeech: 'adjective' });
    expect(added.statusCode, added.body).toBe(201);
    const fromPassage = await call(anna, 'POST', 'Words', { wordListId: annaList, fromWordId: passageWordId });
    expect(fromPassage.statusCode, fromPassage.body).toBe(201);
    expect(FlashWordSchema.parse(fromPassage.json())).toMatchObject({ term: 'nocturnal', meaning: 'active at night', wordListId: annaList, sortOrder: 2 });
    const list = await call(anna, 'GET', `Words/getWordsByWordListId?wordListId=${summary.id}&lang=fr`);
    expect(z.array(FlashWordSchema).parse(list.json()).map((word) => [word.term, word.meaning, word.language])).toEqual([
      ['abandon', 'abandonner', 'fr'],
      ['abundant', 'more than enough', 'en'],
    ]);
  });

  it('keeps the owner rule on every call: another learner gets 404, a shared list 403, and nothing changes', async () => {
    const [annaWord] = await db.select().from(words).where(eq(words.wordListId, annaList));
    const [sharedWord] = await db.select().from(words).where(eq(words.wordListId, shared));
    const before = await snapshot();
    const refused: [Headers, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, number][] = [
      [ben, 'GET', `WordList/getWordListById?wordListId=${annaList}`, undefined, 404],
      [ben, 'GET', `WordList/getWordListById?wordListId=${hiddenShared}`, undefined, 404],
      [ben, 'GET', `Words/getWordsByWordListId?wordListId=${annaList}`, undefined, 404],
      [ben, 'GET', `WordList/export?wordListId=${annaList}`, undefined, 404],
      [ben, 'POST', 'WordList', { copyFromId: annaList }, 404],
      [ben, 'PUT', `WordList/${annaList}`, { title: 'Mine now' }, 404],
      [ben, 'PUT', `WordList/${shared}`, { title: 'Mine now' }, 403],
      [ben, 'DELETE', `WordList/${annaId}/${annaList}`, undefined, 403],
      [anna, 'DELETE', `WordList/${annaId}/${shared}`, undefined, 403],
      [ben, 'POST', 'Words', { wordListId: annaList, term: 'x', meaning: 'y' }, 404],
      [ben, 'POST', 'Words', { wordListId: shared, term: 'x', meaning: 'y' }, 403],
      [ben, 'PUT', `Words/${annaWord!.id}`, { term: 'hacked' }, 404],
      [ben, 'PUT', `Words/${sharedWord!.id}`, { term: 'hacked' }, 403],
      [ben, 'DELETE', `Words/${annaList}/${annaWord!.id}`, undefined, 404],
      [ben, 'DELETE', `Words/${shared}/${sharedWord!.id}`, undefined, 403],
      [ben, 'POST', 'WordList/import', { wordListId: annaList, text: 'a,b' }, 404],
      [ben, 'POST', 'WordList/import', { wordListId: shared, text: 'a,b' }, 403],
      [ben, 'PUT', 'FlashCard/startStudy', { wordListId: annaList }, 404],
      [ben, 'PUT', 'FlashCard/startStudy', { wordListId: shared }, 403],
      [ben, 'GET', `FlashCard/getStudyBy?wordListId=${annaList}`, undefined, 404],
      [ben, 'POST', 'FlashCard/review', { wordListId: annaList, wordId: annaWord!.id, rating: 'good' }, 404],
      [ben, 'POST', 'FlashCard/resetFlashcard', { wordListId: annaList }, 404],
      [ben, 'GET', `FlashCard/getStats?wordListId=${annaList}`, undefined, 404],
      [ben, 'GET', `FlashCard/getPractics?wordListId=${annaList}`, undefined, 404],
      [ben, 'GET', `FlashCard/getQuestion?wordListId=${annaList}`, undefined, 404],
      [ben, 'POST', 'FlashCard/startMatch', { wordListId: annaList }, 404],
      [ben, 'GET', `FlashCard/getTop10?wordListId=${annaList}`, undefined, 404],
      [ben, 'POST', 'FlashCard/sendResultTest', { wordListId: annaList, answers: [{ index: 0, kind: 'written', wordId: annaWord!.id, answer: 'x' }] }, 404],
    ];
    for (const [who, method, url, payload, status] of refused) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
      ProblemSchema.parse(response.json());
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the owner edit and delete their own words and lists', async () => {
    const [word] = await db.select().from(words).where(eq(words.wordListId, annaList)).orderBy(words.sortOrder);
    const edited = await call(anna, 'PUT', `Words/${word!.id}`, { meaning: 'short in time' });
    expect(FlashWordSchema.parse(edited.json())).toMatchObject({ term: 'brief', meaning: 'short in time' });
    expect((await call(anna, 'DELETE', `Words/${annaList}/${word!.id}`)).json()).toEqual({ deleted: 1 });
    expect((await call(anna, 'DELETE', `Words/${annaList}/${word!.id}`)).statusCode).toBe(404);
    const renamed = await call(anna, 'PUT', `WordList/${annaList}`, { title: 'Renamed' });
    expect(WordListSummarySchema.parse(renamed.json()).title).toBe('Renamed');
    const temp = WordListSummarySchema.parse((await call(anna, 'POST', 'WordList', { title: 'Temp' })).json());
    expect((await call(anna, 'DELETE', `WordList/${annaId}/${temp.id}`)).json()).toEqual({ deleted: 1 });
    expect((await call(anna, 'GET', `WordList/getWordListById?wordListId=${temp.id}`)).statusCode).toBe(404);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const before = await snapshot();
    const bad: ['GET' | 'POST' | 'PUT', string, unknown][] = [
      ['POST', 'WordList', { title: '' }],
      ['POST', 'WordList', { title: 'x', copyFromId: 'one' }],
      ['POST', 'WordList', { title: 'x', ownerId: 5 }],
      ['PUT', `WordList/${annaList}`, { title: 'x'.repeat(201) }],
      ['POST', 'Words', { wordListId: annaList, term: 'x', meaning: 'y', partOfSpeech: 'noun-ish' }],
      ['POST', 'Words', { wordListId: annaList, term: '', meaning: 'y' }],
      ['GET', 'WordList/getWordListById?wordListId=abc', undefined],
      ['GET', 'WordList/getWordList?scope=everyone', undefined],
      ['POST', 'WordList/import', { text: 'a,b' }],
      ['POST', 'WordList/import', { wordListId: annaList, title: 'both', text: 'a,b' }],
      ['PUT', 'FlashCard/settings', { desiredRetention: 0.995 }],
      ['PUT', 'FlashCard/settings', { desiredRetention: 0.5 }],
      ['GET', `FlashCard/getQuestion?wordListId=${annaList}&kinds=essay`, undefined],
      ['POST', 'FlashCard/startMatch', { wordListId: annaList, pairs: 9 }],
      ['POST', 'FlashCard/review', { wordListId: annaList, wordId: 1, rating: 'perfect' }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call(anna, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('imports all or nothing: bad rows are listed with their lines and nothing is written', async () => {
    const before = await snapshot();
    const text = 'term,meaning,pronunciation,example,partOfSpeech\nfine,good enough\nlonely\n,no term\nrun,to move fast,,,flying\n';
    const response = await call(anna, 'POST', 'WordList/import', { title: 'Imported', text });
    expect(response.statusCode).toBe(400);
    const problem = ProblemSchema.parse(response.json());
    expect(problem.title).toMatch(/3 rows .* nothing was imported/);
    expect(problem.errors!.map((error) => error.params?.line)).toEqual([3, 4, 5]);
    expect(await snapshot()).toEqual(before);
  });

  it('imports Quizlet text into a new list and exports it back as CSV and TSV that import again', async () => {
    const imported = await call(anna, 'POST', 'WordList/import', { title: 'From Quizlet', text: 'decline\tto say no\ncommute\ta journey to work\n' });
    expect(imported.statusCode, imported.body).toBe(201);
    const result = ImportWordListResultSchema.parse(imported.json());
    expect(result).toMatchObject({ imported: 2, wordList: { title: 'From Quizlet', counts: { wordCount: 2 } } });
    const into = await call(anna, 'POST', 'WordList/import', { wordListId: result.wordList.id, format: 'csv', text: '"quote ""this""",to repeat words,/kwəʊt/,"Quote me, please.",verb' });
    expect(ImportWordListResultSchema.parse(into.json()).wordList.counts.wordCount).toBe(3);

    const csv = await call(anna, 'GET', `WordList/export?wordListId=${result.wordList.id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('From-Quizlet.csv');
    expect(csv.body).toBe('term,meaning,pronunciation,example,partOfSpeech\r\ndecline,to say no,,,noun\r\ncommute,a journey to work,,,noun\r\n"quote ""this""",to repeat words,/kwəʊt/,"Quote me, please.",verb\r\n');
    const again = ImportWordListResultSchema.parse((await call(anna, 'POST', 'WordList/import', { title: 'Round trip', text: csv.body })).json());
    const back = z.array(FlashWordSchema).parse((await call(anna, 'GET', `Words/getWordsByWordListId?wordListId=${again.wordList.id}`)).json());
    expect(back.map((word) => [word.term, word.meaning, word.pronunciation, word.example, word.partOfSpeech])).toEqual([
      ['decline', 'to say no', null, '', 'noun'],
      ['commute', 'a journey to work', null, '', 'noun'],
      ['quote "this"', 'to repeat words', '/kwəʊt/', 'Quote me, please.', 'verb'],
    ]);
    const tsv = await call(anna, 'GET', `WordList/export?wordListId=${shared}&format=tsv`);
    expect(tsv.headers['content-type']).toMatch(/^text\/tab-separated-values/);
    expect(tsv.body.split('\r\n')[1]).toBe('abandon\tto leave behind\t\t\tverb');
  });
});
