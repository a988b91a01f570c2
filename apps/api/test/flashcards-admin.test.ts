import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WordListSummarySchema } from '@lexam/contracts';
import { seedWordLists } from '@lexam/core';
import { DEMO_WORD_LISTS, demoWordListAudioDir, eq, isNotNull, tables, type DemoWordList } from '@lexam/db';
import { z } from 'zod';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, learnerHeaders } from './support/exam';

const { wordLists, words } = tables;
type Row = Record<string, unknown> & { id: number };

describe('shared word lists: the admin types and the demo seed', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let learner: { authorization: string };
  let learnerList: number;

  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = await adminHeaders(ctx.app);
    learner = await learnerHeaders(ctx.app);
    learnerList = (await ctx.app.inject({ method: 'POST', url: '/api/learner/WordList', headers: learner, payload: { title: 'Private words' } })).json<{ id: number }>().id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the demo lists as shared published lists, once', async () => {
    const seeded = await ctx.database.db.select().from(wordLists).where(isNotNull(wordLists.seedKey));
    expect(seeded.map((row) => [row.seedKey, row.ownerId, row.isPublished])).toEqual(DEMO_WORD_LISTS.map((demo) => [demo.key, null, true]));
    const again = await seedWordLists({ db: ctx.database.db, uploadsDir: await mkdtemp(path.join(tmpdir(), 'lexam-seed-')) }, { lists: DEMO_WORD_LISTS, audioDir: '/nonexistent' });
    expect(again).toEqual({ lists: 0, words: 0, audio: 0 });
    // Each demo word has its recording exactly when the file is there.
    for (const list of seeded) {
      const demo = DEMO_WORD_LISTS.find((candidate) => candidate.key === list.seedKey)!;
      const rows = await ctx.database.db.select().from(words).where(eq(words.wordListId, list.id)).orderBy(words.sortOrder);
      expect(rows.map((row) => row.term)).toEqual(demo.words.map((word) => word.term));
      expect(rows.map((row) => row.audio !== null)).toEqual(demo.words.map((word) => existsSync(path.join(demoWordListAudioDir, word.audio))));
    }
    const visible = z.array(WordListSummarySchema).parse((await ctx.app.inject({ method: 'GET', url: '/api/learner/WordList/getWordList?scope=shared', headers: learner })).json());
    expect(visible.map((row) => row.title)).toEqual(DEMO_WORD_LISTS.map((demo) => demo.title));
  });

  it('stores a demo recording when its file is there and skips a missing one quietly', async () => {
    const audioDir = await mkdtemp(path.join(tmpdir(), 'lexam-audio-'));
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'lexam-uploads-'));
    await copyFile(path.resolve('packages/db/src/seed/exam/audio/demo-listening-1-section-1.mp3'), path.join(audioDir, 'tide.mp3'));
    const demo: DemoWordList = {
      key: 'test-audio',
      title: 'Audio test',
      description: '',
      words: [
        { term: 'tide', partOfSpeech: 'noun', meaning: 'the rise and fall of the sea', translations: { fr: 'marée', vn: 'thủy triều', cn: '潮汐', ar: 'المد والجزر' }, pronunciation: '/taɪd/', example: 'The tide is out.', audio: 'tide.mp3' },
        { term: 'shore', partOfSpeech: 'noun', meaning: 'the land along the sea', translations: { fr: 'rivage', vn: 'bờ biển', cn: '海岸', ar: 'الشاطئ' }, pronunciation: '/ʃɔː/', example: 'We walked along the shore.', audio: 'missing.mp3' },
      ],
    };
    expect(await seedWordLists({ db: ctx.database.db, uploadsDir }, { lists: [demo], audioDir })).toEqual({ lists: 1, words: 2, audio: 1 });
    const [list] = await ctx.database.db.select().from(wordLists).where(eq(wordLists.seedKey, 'test-audio'));
    const rows = await ctx.database.db.select().from(words).where(eq(words.wordListId, list!.id)).orderBy(words.sortOrder);
    expect(rows.map((row) => [row.term, row.audio !== null])).toEqual([['tide', true], ['shore', false]]);
    expect(await seedWordLists({ db: ctx.database.db, uploadsDir }, { lists: [demo], audioDir })).toEqual({ lists: 0, words: 0, audio: 0 });
    await rm(audioDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('serves the shared lists and their words on the admin mount, never a learner’s', async () => {
    const list = await adminCall('POST', 'WordList', { title: 'Travel words', description: 'At the airport' });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json<Row>().id;
    const word = await adminCall('POST', 'Words', { wordListId: listId, term: 'boarding pass', partOfSpeech: 'noun', meaning: 'the card that lets you on the plane', example: 'Show your boarding pass.' });
    expect(word.statusCode, word.body).toBe(201);
    const listed = (await adminCall('GET', 'WordList?pageSize=100')).json<Row[]>();
    expect(listed.map((row) => row.id)).toContain(listId);
    expect(listed.map((row) => row.id)).not.toContain(learnerList);
    expect((await adminCall('GET', `WordList/${learnerList}`)).statusCode).toBe(404);
    const intoPrivate = await adminCall('POST', 'Words', { wordListId: learnerList, term: 'x', meaning: 'y' });
    expect(intoPrivate.statusCode).toBe(400);
    const ofList = (await adminCall('GET', `Words?wordListId=${listId}`)).json<Row[]>();
    expect(ofList.map((row) => row.term)).toEqual(['boarding pass']);
    const learnerWords = await ctx.app.inject({ method: 'GET', url: `/api/learner/Words/getWordsByWordListId?wordListId=${listId}`, headers: learner });
    expect(learnerWords.json<Row[]>().map((row) => row.term)).toEqual(['boarding pass']);
  });
});
