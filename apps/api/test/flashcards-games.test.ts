import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlashTestResultSchema, FlashTestSchema, MatchDealSchema, MatchResultSchema, PracticeSetSchema, ProblemSchema, sameMeaning, Top10Schema } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { otherLearnerHeaders } from './support/exam';

const { wordLists, words, flashcardCards, flashcardReviews, flashcardMatches, users } = tables;
type Headers = { authorization: string };

describe('practice, match and test', () => {
  let ctx: TestContext;
  let db: Database;
  let dora: Headers;
  let eli: Headers;
  let doraId: number;
  let shared: number;
  let own: number;

  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const schedule = async () => ({ cards: await db.select().from(flashcardCards), reviews: await db.select().from(flashcardReviews) });

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    dora = await otherLearnerHeaders(ctx.app, 'Dora Quinn');
    eli = await otherLearnerHeaders(ctx.app, 'Eli Park');
    doraId = (await db.select().from(users).where(eq(users.email, 'Dora Quinn')))[0]!.id;
    shared = (await db.insert(wordLists).values({ title: 'Shared verbs' }).returning())[0]!.id;
    const terms = ['begin', 'start', 'finish', 'arrive', 'leave', 'borrow', 'lend', 'choose', 'decide'];
    const meanings = ['to make something happen for the first time', 'to make something happen for the first time', 'to come to the end', 'to reach a place', 'to go away from a place', 'to take and give back later', 'to give and take back later', 'to pick from several', 'to make up your mind'];
    await db.insert(words).values(terms.map((term, index) => ({ wordListId: shared, term, meaning: meanings[index]!, partOfSpeech: 'verb', translations: { fr: `fr ${term}` }, sortOrder: index + 1 })));
    const copy = await call(dora, 'POST', 'WordList', { copyFromId: shared });
    own = copy.json<{ id: number }>().id;
    // Dora has studied one card: the games must leave it as it is.
    const [first] = await db.select().from(words).where(eq(words.wordListId, own)).orderBy(words.sortOrder);
    expect((await call(dora, 'POST', 'FlashCard/review', { wordListId: own, wordId: first!.id, rating: 'good' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
  });

  it('answers practice items with distinct choices that hold the word’s meaning once', async () => {
    const before = await schedule();
    const response = await call(dora, 'GET', `FlashCard/getPractics?wordListId=${own}&lang=fr`);
    expect(response.statusCode, response.body).toBe(200);
    const practice = PracticeSetSchema.parse(response.json());
    expect(practice.items).toHaveLength(9);
    for (const item of practice.items) {
      expect(item.choices.filter((choice) => choice === item.word.meaning)).toHaveLength(1);
      expect(item.word.meaning).toBe(`fr ${item.word.term}`);
      expect(new Set(item.choices).size).toBe(item.choices.length);
    }
    expect(await schedule()).toEqual(before);
  });

  it('never shows a false true/false statement carrying the word’s real meaning, and grades on the server', async () => {
    const before = await schedule();
    for (let round = 0; round < 6; round += 1) {
      const test = FlashTestSchema.parse((await call(dora, 'GET', `FlashCard/getQuestion?wordListId=${own}&count=9&kinds=trueFalse`)).json());
      expect(test.questions).toHaveLength(9);
      const all = await db.select().from(words).where(eq(words.wordListId, own));
      for (const question of test.questions) {
        if (question.kind !== 'trueFalse') throw new Error('only true/false asked');
        const word = all.find((row) => row.id === question.wordId)!;
        const sharers = all.filter((row) => sameMeaning(row.meaning, word.meaning)).map((row) => row.term);
        // begin and start share a meaning: a statement showing it is true for both.
        if (sameMeaning(question.shownMeaning, word.meaning)) expect(sharers).toContain(question.term);
      }
      const answers = test.questions.map((question) => ({ index: question.index, kind: 'trueFalse' as const, wordId: question.wordId, shownMeaning: question.kind === 'trueFalse' ? question.shownMeaning : '', answer: true }));
      const graded = FlashTestResultSchema.parse((await call(dora, 'POST', 'FlashCard/sendResultTest', { wordListId: own, answers })).json());
      for (const result of graded.results) {
        const question = test.questions.find((candidate) => candidate.index === result.index)!;
        const word = all.find((row) => row.id === question.wordId)!;
        expect(result.rightAnswer).toBe(question.kind === 'trueFalse' && sameMeaning(question.shownMeaning, word.meaning));
      }
    }
    // A statement left unanswered (null) is wrong, even a false one.
    const test = FlashTestSchema.parse((await call(dora, 'GET', `FlashCard/getQuestion?wordListId=${own}&count=9&kinds=trueFalse`)).json());
    const unanswered = test.questions.map((question) => ({ index: question.index, kind: 'trueFalse' as const, wordId: question.wordId, shownMeaning: question.kind === 'trueFalse' ? question.shownMeaning : '', answer: null }));
    const blank = FlashTestResultSchema.parse((await call(dora, 'POST', 'FlashCard/sendResultTest', { wordListId: own, answers: unanswered })).json());
    expect(blank.correct).toBe(0);
    expect(blank.results.every((result) => result.given === null && !result.isCorrect)).toBe(true);
    expect(await schedule()).toEqual(before);
  });

  it('mixes the kinds asked and names the wrong answers with the right ones, a one-letter slip as almost', async () => {
    const test = FlashTestSchema.parse((await call(dora, 'GET', `FlashCard/getQuestion?wordListId=${own}&count=6&kinds=multipleChoice,written`)).json());
    expect(test.questions.map((question) => question.kind).sort()).toEqual(['multipleChoice', 'multipleChoice', 'multipleChoice', 'written', 'written', 'written']);
    const all = await db.select().from(words).where(eq(words.wordListId, own));
    const written = test.questions.filter((question) => question.kind === 'written');
    const choice = test.questions.find((question) => question.kind === 'multipleChoice')!;
    const termOf = (wordId: number) => all.find((row) => row.id === wordId)!.term;
    const answers = [
      { index: written[0]!.index, kind: 'written' as const, wordId: written[0]!.wordId, answer: termOf(written[0]!.wordId).toUpperCase() },
      { index: written[1]!.index, kind: 'written' as const, wordId: written[1]!.wordId, answer: `${termOf(written[1]!.wordId)}x` },
      { index: written[2]!.index, kind: 'written' as const, wordId: written[2]!.wordId, answer: 'nothing like it' },
      { index: choice.index, kind: 'multipleChoice' as const, wordId: choice.wordId, answer: 'not a meaning' },
    ];
    const graded = FlashTestResultSchema.parse((await call(dora, 'POST', 'FlashCard/sendResultTest', { wordListId: own, answers })).json());
    expect(graded.correct).toBe(1);
    expect(graded.total).toBe(4);
    const expected = new Map([[written[0]!.index, 'correct'], [written[1]!.index, 'almost'], [written[2]!.index, 'wrong'], [choice.index, 'wrong']]);
    expect(graded.results.map((result) => result.index)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const result of graded.results) expect(result.verdict).toBe(expected.get(result.index));
    const wrongChoice = graded.results.find((result) => result.index === choice.index)!;
    expect(wrongChoice).toMatchObject({ isCorrect: false, rightAnswer: all.find((row) => row.id === choice.wordId)!.meaning });
    // begin and start share a meaning: either term answers the written question.
    const begin = all.find((row) => row.term === 'begin')!;
    const synonym = FlashTestResultSchema.parse((await call(dora, 'POST', 'FlashCard/sendResultTest', { wordListId: own, answers: [{ index: 0, kind: 'written', wordId: begin.id, answer: 'start' }] })).json());
    expect(synonym.results[0]).toMatchObject({ verdict: 'correct', rightAnswer: 'begin' });
    const stranger = await call(dora, 'POST', 'FlashCard/sendResultTest', { wordListId: own, answers: [{ index: 0, kind: 'written', wordId: 999_999, answer: 'x' }] });
    expect(stranger.statusCode).toBe(400);
  });

  it('times a match on the server, refuses wrong pairs and a second result, and ranks the best times', async () => {
    const before = await schedule();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const deal = MatchDealSchema.parse((await call(dora, 'POST', 'FlashCard/startMatch', { wordListId: own, pairs: 6 })).json());
    expect(deal.terms).toHaveLength(6);
    expect(deal.meanings).toHaveLength(6);
    expect(new Set(deal.meanings.map((tile) => tile.text)).size).toBe(6);
    const [stored] = await db.select().from(flashcardMatches).where(eq(flashcardMatches.id, deal.matchId));
    expect(stored!.startedAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(stored!.boardListId).toBe(shared);
    const right = stored!.pairs.map((pair) => ({ termKey: pair.termKey, meaningKey: pair.meaningKey }));
    const wrong = right.map((pair, index) => ({ termKey: pair.termKey, meaningKey: right[(index + 1) % right.length]!.meaningKey }));

    vi.setSystemTime(new Date('2026-03-01T10:00:42.500Z'));
    const refused = await call(dora, 'POST', 'FlashCard/sendResultMatch', { matchId: deal.matchId, pairs: wrong });
    expect(refused.statusCode).toBe(400);
    expect((await call(eli, 'POST', 'FlashCard/sendResultMatch', { matchId: deal.matchId, pairs: right })).statusCode).toBe(404);
    const result = MatchResultSchema.parse((await call(dora, 'POST', 'FlashCard/sendResultMatch', { matchId: deal.matchId, pairs: right })).json());
    expect(result).toMatchObject({ durationMs: 42_500, isPersonalBest: true, rank: 1, pairCount: 6 });
    const twice = await call(dora, 'POST', 'FlashCard/sendResultMatch', { matchId: deal.matchId, pairs: right });
    expect(twice.statusCode).toBe(409);
    ProblemSchema.parse(twice.json());

    // Eli plays the shared list itself, faster: the copy and the shared list share a board.
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'));
    const eliDeal = MatchDealSchema.parse((await call(eli, 'POST', 'FlashCard/startMatch', { wordListId: shared })).json());
    const [eliStored] = await db.select().from(flashcardMatches).where(eq(flashcardMatches.id, eliDeal.matchId));
    vi.setSystemTime(new Date('2026-03-01T11:00:30Z'));
    const eliResult = MatchResultSchema.parse((await call(eli, 'POST', 'FlashCard/sendResultMatch', { matchId: eliDeal.matchId, pairs: eliStored!.pairs.map(({ termKey, meaningKey }) => ({ termKey, meaningKey })) })).json());
    expect(eliResult).toMatchObject({ durationMs: 30_000, rank: 1 });
    vi.useRealTimers();

    const top = Top10Schema.parse((await call(dora, 'GET', `FlashCard/getTop10?wordListId=${own}`)).json());
    expect(top.entries.map((entry) => [entry.rank, entry.name, entry.durationMs, entry.isMe])).toEqual([
      [1, 'Eli P.', 30_000, false],
      [2, 'Dora Q.', 42_500, true],
    ]);
    expect(top.me).toMatchObject({ rank: 2, durationMs: 42_500 });
    const eight = Top10Schema.parse((await call(dora, 'GET', `FlashCard/getTop10?wordListId=${own}&pairs=8`)).json());
    expect(eight).toMatchObject({ entries: [], me: null });
    expect(await schedule()).toEqual(before);
    expect(doraId).toBeGreaterThan(0);
  });
});
