import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseIndexOfSkillSchema,
  LessonDetailSchema,
  LessonSummarySchema,
  PassagePracticeSchema,
  PassageSummarySchema,
  PassageToReadSchema,
  PassageVideoSchema,
  PassageWordSchema,
  PracticeCheckSchema,
  ProblemSchema,
  ReadingIntroductionSchema,
  type PracticeItem,
} from '@lexam/contracts';
import { seedReadingCourse, tinyReadingCourse } from '@lexam/core';
import { eq, tables, type Database } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { otherLearnerHeaders } from './support/exam';

const { courseLessons, coursePassages, files, introductions, passageProgress, videos, words } = tables;

// Factories: rows written straight with drizzle, so these tests need no admin route.
async function buildLesson(db: Database, values: Partial<typeof courseLessons.$inferInsert> = {}) {
  const [row] = await db.insert(courseLessons).values({ skill: 'reading', source: 'cambridge', name: 'Lesson', ...values }).returning();
  return row!;
}
const tfng: PracticeItem = {
  type: 'true-false-not-given',
  content: { statements: [{ id: '1', text: 'Owls hunt at night.' }, { id: '2', text: 'Owls eat fruit.' }] },
  key: { answers: { '1': 'true', '2': 'false' } },
  explanation: 'Paragraph A says owls hunt after dark and eat mice.',
  evidence: 'hunt after dark',
};
const mcq: PracticeItem = {
  type: 'multiple-choice-one',
  content: { prompt: 'What do owls eat?', options: [{ id: 'A', text: 'mice' }, { id: 'B', text: 'fruit' }] },
  key: { correct: 'A' },
  explanation: 'They eat mice.',
};
async function buildPassage(db: Database, lessonId: number, values: Partial<typeof coursePassages.$inferInsert> = {}) {
  const [row] = await db
    .insert(coursePassages)
    .values({ lessonId, source: 'cambridge', title: 'Owls', summary: 'About owls.', bodyHtml: '<p data-paragraph="A">Owls hunt after dark and eat mice.</p>', practice: [tfng, mcq], ...values })
    .returning();
  return row!;
}

describe('the reading course, learner side', () => {
  let ctx: TestContext;
  let db: Database;
  let learner: { authorization: string };
  let other: { authorization: string };
  let lesson: Awaited<ReturnType<typeof buildLesson>>;
  let first: Awaited<ReturnType<typeof buildPassage>>;
  let second: Awaited<ReturnType<typeof buildPassage>>;
  let hidden: Awaited<ReturnType<typeof buildPassage>>;
  let hiddenLesson: Awaited<ReturnType<typeof buildLesson>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    learner = await otherLearnerHeaders(ctx.app, 'reader@example.com');
    other = await otherLearnerHeaders(ctx.app, 'other-reader@example.com');
    lesson = await buildLesson(db, { name: 'Animals at night', description: 'Nocturnal animals.', sortOrder: 2 });
    await buildLesson(db, { name: 'Earlier lesson', sortOrder: 1 });
    await buildLesson(db, { source: 'realTest', name: 'Real test 1' });
    hiddenLesson = await buildLesson(db, { name: 'Draft lesson', isPublished: false, sortOrder: 3 });
    await buildPassage(db, hiddenLesson.id, { title: 'In a draft lesson' });
    first = await buildPassage(db, lesson.id, { sortOrder: 1 });
    hidden = await buildPassage(db, lesson.id, { title: 'Draft passage', isPublished: false, sortOrder: 2 });
    second = await buildPassage(db, lesson.id, { title: 'Bats', sortOrder: 3, practice: [mcq] });
    await db.insert(words).values([
      { passageId: first.id, term: 'nocturnal', partOfSpeech: 'adjective', meaning: 'active at night', translations: { fr: 'nocturne' }, pronunciation: '/nɒkˈtɜːnl/', example: 'Owls are nocturnal.', sortOrder: 1 },
      { passageId: first.id, term: 'prey', meaning: 'an animal hunted for food', example: 'Mice are prey.', sortOrder: 2 },
    ]);
    await db.insert(introductions).values([
      { skill: 'reading', title: 'Draft intro', bodyHtml: '<p>draft</p>', isPublished: false, sortOrder: 0 },
      { skill: 'reading', title: 'How to use the course', bodyHtml: '<p>Read, then practise.</p>', sortOrder: 1 },
      { skill: 'listening', title: 'Listening intro', bodyHtml: '<p>listen</p>' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, headers: Record<string, string> | null = learner) => ctx.app.inject({ method: 'GET', url: `/api/learner/${url}`, headers: headers ?? {} });
  const check = (payload: unknown, headers = learner) => ctx.app.inject({ method: 'POST', url: '/api/learner/Words/checkPracticForPassage', headers, payload: payload as object });

  it('answers 401 to every call without a learner', async () => {
    for (const url of [
      'TestIndex/getTestCourseIndex?skill=reading',
      'TestIndex/getListSubTestCourseIndex?skill=reading&source=cambridge',
      `TestIndex/getListPassageForTestByLession?lessonId=${lesson.id}`,
      `Course/getLession?lessonId=${lesson.id}`,
      `Course/getTestParam?passageId=${first.id}`,
      'Course/getReadingIntroduction',
      `Words/getVocaForPassage?passageId=${first.id}`,
      `Words/getPracticForPassage?passageId=${first.id}`,
      `Speaking/getVideoForPassage?passageId=${first.id}`,
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await check({ passageId: first.id, responses: {} }, {} as never)).statusCode).toBe(401);
  });

  it('lists the sources, lessons and passages, published only, in order', async () => {
    const index = CourseIndexOfSkillSchema.parse((await get('TestIndex/getTestCourseIndex?skill=reading')).json());
    expect(index.sources).toEqual([
      { source: 'cambridge', lessonCount: 2, passageCount: 2, doneCount: 0 },
      { source: 'realTest', lessonCount: 1, passageCount: 0, doneCount: 0 },
    ]);
    const lessons = LessonSummarySchema.array().parse((await get('TestIndex/getListSubTestCourseIndex?skill=reading&source=cambridge')).json());
    expect(lessons.map((row) => [row.name, row.passageCount])).toEqual([['Earlier lesson', 0], ['Animals at night', 2]]);
    const passages = PassageSummarySchema.array().parse((await get(`TestIndex/getListPassageForTestByLession?lessonId=${lesson.id}`)).json());
    expect(passages.map((row) => row.title)).toEqual(['Owls', 'Bats']);
    expect(passages[0]).toMatchObject({ summary: 'About owls.', practiceCount: 2, hasVideo: false, progress: { isDone: false, practiceMarks: null } });
    const detail = LessonDetailSchema.parse((await get(`Course/getLession?lessonId=${lesson.id}`)).json());
    expect(detail).toMatchObject({ name: 'Animals at night', description: 'Nocturnal animals.', source: 'cambridge' });
    expect(detail.passages.map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it('hides an unpublished lesson or passage behind a 404 with a clear title', async () => {
    for (const url of [
      `TestIndex/getListPassageForTestByLession?lessonId=${hiddenLesson.id}`,
      `Course/getLession?lessonId=${hiddenLesson.id}`,
      `Course/getTestParam?passageId=${hidden.id}`,
      `Words/getVocaForPassage?passageId=${hidden.id}`,
      `Words/getPracticForPassage?passageId=${hidden.id}`,
      `Speaking/getVideoForPassage?passageId=${hidden.id}`,
      'Course/getTestParam?passageId=999999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(ProblemSchema.parse(response.json()).title).toMatch(/There is no (lesson|passage) \d+\./);
    }
    const inDraftLesson = (await db.select().from(coursePassages).where(eq(coursePassages.lessonId, hiddenLesson.id)))[0]!;
    expect((await get(`Course/getTestParam?passageId=${inDraftLesson.id}`)).statusCode).toBe(404);
    expect((await check({ passageId: hidden.id, responses: {} })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400', async () => {
    for (const url of ['TestIndex/getTestCourseIndex?skill=cooking', 'TestIndex/getListSubTestCourseIndex?skill=reading&source=nowhere', 'TestIndex/getListSubTestCourseIndex?skill=reading', 'Course/getLession?lessonId=abc', 'Course/getTestParam?passageId=0', `Words/getVocaForPassage?passageId=${first.id}&lang=de`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    for (const payload of [{}, { passageId: first.id }, { passageId: first.id, responses: { first: {} } }, { passageId: first.id, responses: {}, extra: 1 }, { passageId: first.id, responses: { '7': { choice: 'A' } } }]) {
      const response = await check(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    expect(await db.select().from(passageProgress)).toEqual([]);
  });

  it('gives the passage to read with its neighbours, and the introduction', async () => {
    const passage = PassageToReadSchema.parse((await get(`Course/getTestParam?passageId=${first.id}`)).json());
    expect(passage).toMatchObject({ title: 'Owls', lesson: { id: lesson.id, name: 'Animals at night', source: 'cambridge' }, previousPassageId: null, nextPassageId: second.id, wordCount: 2, practiceCount: 2, hasVideo: false });
    expect(passage.bodyHtml).toContain('Owls hunt after dark');
    const next = PassageToReadSchema.parse((await get(`Course/getTestParam?passageId=${second.id}`)).json());
    expect([next.previousPassageId, next.nextPassageId]).toEqual([first.id, null]);
    expect(ReadingIntroductionSchema.parse((await get('Course/getReadingIntroduction')).json())).toMatchObject({ title: 'How to use the course', bodyHtml: '<p>Read, then practise.</p>' });
  });

  it('gives the words with the meaning in the learner’s language when translated', async () => {
    const french = PassageWordSchema.array().parse((await get(`Words/getVocaForPassage?passageId=${first.id}&lang=fr`)).json());
    expect(french.map((word) => [word.term, word.meaning, word.language])).toEqual([['nocturnal', 'nocturne', 'fr'], ['prey', 'an animal hunted for food', 'en']]);
    expect(french[0]).toMatchObject({ meaningEn: 'active at night', partOfSpeech: 'adjective', pronunciation: '/nɒkˈtɜːnl/', example: 'Owls are nocturnal.', audioUrl: null });
    const byHeader = PassageWordSchema.array().parse((await get(`Words/getVocaForPassage?passageId=${first.id}`, { ...learner, 'accept-language': 'fr-FR' })).json());
    expect(byHeader[0]!.meaning).toBe('nocturne');
  });

  it('gives the practice numbered, with no key, explanation or evidence', async () => {
    const response = await get(`Words/getPracticForPassage?passageId=${first.id}`);
    const practice = PassagePracticeSchema.parse(response.json());
    expect(practice.maxMarks).toBe(3);
    expect(practice.items.map((item) => [item.index, item.type, item.numbers])).toEqual([[0, 'true-false-not-given', [1, 2]], [1, 'multiple-choice-one', [3]]]);
    expect(response.body).not.toMatch(/"key"|answers|correct|explanation|evidence|hunt after dark"/);
  });

  it('grades right and wrong answers with the engine, shows keys and explanations, and keeps the best score', async () => {
    const wrongShape = PracticeCheckSchema.parse((await check({ passageId: first.id, responses: { '0': 'TRUE', '1': { choice: 42 } } })).json());
    expect([wrongShape.marks, wrongShape.maxMarks]).toEqual([0, 3]);
    expect(wrongShape.items[0]!.parts.every((part) => part.reason === 'invalid-response')).toBe(true);

    const partly = PracticeCheckSchema.parse((await check({ passageId: first.id, responses: { '0': { answers: { '1': 'T', '2': 'true' } }, '1': { choice: 'a' } } })).json());
    expect([partly.marks, partly.maxMarks]).toEqual([2, 3]);
    expect(partly.items[0]).toMatchObject({ isCorrect: false, marks: 1, maxMarks: 2, answerKey: tfng.key, explanation: tfng.explanation, evidence: 'hunt after dark' });
    expect(partly.items[0]!.parts).toEqual([{ id: '1', isCorrect: true }, expect.objectContaining({ id: '2', isCorrect: false })]);
    expect(partly.items[1]).toMatchObject({ isCorrect: true, answerKey: { correct: 'A' }, evidence: null });
    expect(partly.progress).toMatchObject({ isDone: true, practiceMarks: 2, practiceMaxMarks: 3 });
    const completedAt = partly.progress.completedAt;

    const worse = PracticeCheckSchema.parse((await check({ passageId: first.id, responses: {} })).json());
    expect(worse.marks).toBe(0);
    expect(worse.progress).toMatchObject({ practiceMarks: 2, completedAt });

    const best = PracticeCheckSchema.parse((await check({ passageId: first.id, responses: { '0': { answers: { '1': 'true', '2': 'false' } }, '1': { choice: 'A' } } })).json());
    expect(best.items.every((item) => item.isCorrect)).toBe(true);
    expect(best.progress).toMatchObject({ practiceMarks: 3, practiceMaxMarks: 3, completedAt });
  });

  it('shows the passage as done to its learner only', async () => {
    const mine = PassageSummarySchema.array().parse((await get(`TestIndex/getListPassageForTestByLession?lessonId=${lesson.id}`)).json());
    expect(mine[0]!.progress).toMatchObject({ isDone: true, practiceMarks: 3, practiceMaxMarks: 3 });
    expect(mine[1]!.progress.isDone).toBe(false);
    expect(CourseIndexOfSkillSchema.parse((await get('TestIndex/getTestCourseIndex?skill=reading')).json()).sources[0]!.doneCount).toBe(1);
    expect(LessonSummarySchema.array().parse((await get('TestIndex/getListSubTestCourseIndex?skill=reading&source=cambridge')).json())[1]!.doneCount).toBe(1);
    expect(LessonDetailSchema.parse((await get(`Course/getLession?lessonId=${lesson.id}`)).json()).passages[0]!.isDone).toBe(true);
    expect(PassageToReadSchema.parse((await get(`Course/getTestParam?passageId=${first.id}`)).json()).progress.practiceMarks).toBe(3);

    const theirs = PassageSummarySchema.array().parse((await get(`TestIndex/getListPassageForTestByLession?lessonId=${lesson.id}`, other)).json());
    expect(theirs[0]!.progress).toEqual({ isDone: false, practiceMarks: null, practiceMaxMarks: null, completedAt: null });
    expect(CourseIndexOfSkillSchema.parse((await get('TestIndex/getTestCourseIndex?skill=reading', other)).json()).sources[0]!.doneCount).toBe(0);
    expect(PassageToReadSchema.parse((await get(`Course/getTestParam?passageId=${first.id}`, other)).json()).progress.isDone).toBe(false);
  });

  it('gives the passage’s published video with its captions and poster addresses, else null', async () => {
    expect(PassageVideoSchema.parse((await get(`Speaking/getVideoForPassage?passageId=${first.id}`)).json())).toBeNull();
    const stored = await db
      .insert(files)
      .values([
        { key: 'reading-video.mp4', kind: 'video', mime: 'video/mp4', size: 10, originalName: 'a.mp4' },
        { key: 'reading-video.vtt', kind: 'captions', mime: 'text/vtt', size: 10, originalName: 'a.vtt' },
      ] as never)
      .returning({ id: files.id });
    const [video] = await db.insert(videos).values({ skill: 'reading', title: 'Skimming', video: stored[0]!.id, captions: stored[1]!.id, durationSeconds: 64 }).returning();
    await db.update(coursePassages).set({ videoId: video!.id }).where(eq(coursePassages.id, first.id));
    expect(PassageVideoSchema.parse((await get(`Speaking/getVideoForPassage?passageId=${first.id}`)).json())).toEqual({
      id: video!.id, title: 'Skimming', description: '', url: '/api/files/reading-video.mp4', captionsUrl: '/api/files/reading-video.vtt', posterUrl: null, durationSeconds: 64,
    });
    expect(PassageToReadSchema.parse((await get(`Course/getTestParam?passageId=${first.id}`)).json()).hasVideo).toBe(true);
    expect(PassageSummarySchema.array().parse((await get(`TestIndex/getListPassageForTestByLession?lessonId=${lesson.id}`)).json())[0]!.hasVideo).toBe(true);
    await db.update(videos).set({ isPublished: false }).where(eq(videos.id, video!.id));
    expect((await get(`Speaking/getVideoForPassage?passageId=${first.id}`)).json()).toBeNull();
  });
});

describe('seedReadingCourse', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds the introduction, lessons of both sources, passages sanitised and words, once', async () => {
    const db = ctx.database.db;
    expect(await seedReadingCourse({ db, course: tinyReadingCourse })).toEqual({ introductions: 1, lessons: 2, passages: 3, words: 5 });
    expect(await seedReadingCourse({ db, course: tinyReadingCourse })).toEqual({ introductions: 0, lessons: 0, passages: 0, words: 0 });
    const lessons = await db.select().from(courseLessons);
    expect(lessons.map((row) => [row.source, row.name, row.sortOrder])).toEqual([['cambridge', 'Skimming for the main idea', 1], ['realTest', 'Mixed practice 1', 1]]);
    const passages = await db.select().from(coursePassages);
    expect(passages).toHaveLength(3);
    expect(passages[0]!.bodyHtml).not.toContain('script');
    expect(passages[0]!.bodyHtml).toContain('data-paragraph="A"');
    expect(passages[0]!.practice).toHaveLength(3);
  });

  it('refuses a practice item the engine cannot read, naming it', async () => {
    const fresh = await buildTestApp();
    try {
      const bad = structuredClone(tinyReadingCourse);
      bad.sources.cambridge[0]!.passages[0]!.practice[1]!.key = { correct: 'Z' };
      await expect(seedReadingCourse({ db: fresh.database.db, course: bad })).rejects.toThrow(/cambridge lesson 1 passage 1 question 2/);
      expect(await fresh.database.db.select().from(courseLessons)).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
