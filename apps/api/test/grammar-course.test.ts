import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grammarExerciseType, grammarGradeType, grammarUnitType } from '@lexam/contracts';
import { DEMO_GRAMMAR_COURSE, seedDemo, type Database } from '@lexam/db';
import { seedGrammarCourse } from '@lexam/core';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, otherLearnerHeaders } from './support/exam';

const choiceQuestion = {
  type: 'multiple-choice-one',
  content: { prompt: 'She ___ to school every day.', options: [{ id: 'A', text: 'go' }, { id: 'B', text: 'goes' }, { id: 'C', text: 'going' }] },
  key: { correct: 'B' },
  explanation: 'With he, she or it, the present simple verb takes -s.',
};
const gapQuestion = {
  type: 'completion',
  content: { variant: 'sentence', body: 'They [[1]] (play) football on Sundays.' },
  key: { answers: { '1': 'play' } },
  explanation: 'With they, the verb has no -s.',
};

describe('the grammar course', () => {
  let ctx: TestContext;
  let db: Database;
  let admin: { authorization: string };
  let learner: { authorization: string };
  let other: { authorization: string };

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    await seedDemo(db);
    admin = await adminHeaders(ctx.app);
    learner = await otherLearnerHeaders(ctx.app, 'grammar-learner@example.com');
    other = await otherLearnerHeaders(ctx.app, 'grammar-other@example.com');
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const learnerCall = (method: 'GET' | 'POST', url: string, headers: { authorization: string } | Record<string, never> = learner, payload?: object) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload ? { payload } : {}) });

  let gradeId: number;
  let unitId: number;
  const exerciseIds: number[] = [];

  it('authors a grade, a unit, a grammar point, new words and exercises', async () => {
    const grade = await adminCall('POST', 'GrammarGrade', { title: 'Grade 1', description: 'Beginners' });
    expect(grade.statusCode, grade.body).toBe(201);
    gradeId = grammarGradeType.row.parse(grade.json()).id;
    const unit = await adminCall('POST', 'GrammarUnit', { gradeId, topic: 'Present simple', description: 'Habits and facts' });
    expect(unit.statusCode, unit.body).toBe(201);
    unitId = grammarUnitType.row.parse(unit.json()).id;
    const point = await adminCall('POST', 'Grammar', { unitId, title: 'Form', bodyHtml: '<p>She <strong>works</strong>.</p><script>alert(1)</script>' });
    expect(point.statusCode, point.body).toBe(201);
    expect(point.json<{ bodyHtml: string }>().bodyHtml).not.toContain('script');
    for (const term of ['habit', 'usually']) {
      const word = await adminCall('POST', 'GrammarNewWords', { grammarUnitId: unitId, term, partOfSpeech: 'noun', meaning: `the meaning of ${term}`, example: `An example with ${term}.` });
      expect(word.statusCode, word.body).toBe(201);
    }
    const words = await adminCall('GET', `GrammarNewWords?grammarUnitId=${unitId}`);
    expect(words.json<{ term: string }[]>().map((w) => w.term)).toEqual(['habit', 'usually']);
    for (const [title, question] of [['Choose', choiceQuestion], ['Gap', gapQuestion]] as const) {
      const exercise = await adminCall('POST', 'GrammarExercise', { unitId, title, question });
      expect(exercise.statusCode, exercise.body).toBe(201);
      exerciseIds.push(grammarExerciseType.row.parse(exercise.json()).id);
    }
    const list = await adminCall('GET', `GrammarExercise?unitId=${unitId}`);
    expect(list.json<{ id: number }[]>().map((r) => r.id)).toEqual(exerciseIds);
    const reordered = await adminCall('PUT', 'GrammarExercise/updateOrder', { ids: [...exerciseIds].reverse() });
    expect(reordered.statusCode, reordered.body).toBeLessThan(300);
    await adminCall('PUT', 'GrammarExercise/updateOrder', { ids: exerciseIds });
  });

  it('refuses an exercise whose key does not fit, or of a type the course does not use', async () => {
    const badKey = await adminCall('POST', 'GrammarExercise', { unitId, title: 'Bad', question: { ...choiceQuestion, key: { correct: 'Z' } } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain('question');
    const badType = await adminCall('POST', 'GrammarExercise', { unitId, title: 'Bad', question: { ...choiceQuestion, type: 'true-false-not-given' } });
    expect(badType.statusCode).toBe(400);
    const noUnit = await adminCall('POST', 'GrammarExercise', { unitId: 999999, title: 'Bad', question: choiceQuestion });
    expect(noUnit.statusCode).toBe(400);
    const learnerRefused = await ctx.app.inject({ method: 'GET', url: '/api/admin/GrammarGrade', headers: learner });
    expect([401, 403]).toContain(learnerRefused.statusCode);
  });

  it('answers the report and the statistics of a type', async () => {
    const report = await adminCall('POST', 'GrammarUnit/report');
    expect(report.statusCode).toBe(200);
    const stats = await adminCall('POST', 'GrammarExercise/statistics');
    expect(stats.statusCode, stats.body).toBe(200);
  });

  it('answers the learner the published grades with their units and an empty score', async () => {
    const hidden = await adminCall('POST', 'GrammarGrade', { title: 'Draft grade', description: '', isPublished: false });
    expect(hidden.statusCode).toBe(201);
    const index = await learnerCall('GET', 'GrammarCourse/getCourseIndexs/1/20');
    expect(index.statusCode, index.body).toBe(200);
    const body = index.json<{ items: { id: number; units: { id: number; score: { total: number; answered: number } }[] }[] }>();
    expect(body.items.map((grade) => grade.id)).toEqual([gradeId]);
    expect(body.items[0]!.units).toEqual([{ id: unitId, topic: 'Present simple', score: { total: 2, answered: 0, correct: 0 } }]);
    const hiddenUnits = await learnerCall('GET', `GrammarCourse/getGrammarUnit?gradeId=${hidden.json<{ id: number }>().id}`);
    expect(hiddenUnits.statusCode).toBe(404);
    const badPage = await learnerCall('GET', 'GrammarCourse/getCourseIndexs/0/20');
    expect(badPage.statusCode).toBe(400);
    const anonymous = await learnerCall('GET', 'GrammarCourse/getCourseIndexs/1/20', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a unit\'s grammar points and new words, and its exercises without keys', async () => {
    const lesson = await learnerCall('GET', `GrammarCourse/getNewWordsAndGrammar?unitId=${unitId}`);
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json()).toMatchObject({ unitId, gradeId, topic: 'Present simple', points: [{ title: 'Form' }], words: [{ term: 'habit' }, { term: 'usually' }] });
    const exercises = await learnerCall('GET', `GrammarCourse/getGrammarExercise?unitId=${unitId}`);
    expect(exercises.statusCode, exercises.body).toBe(200);
    expect(exercises.body).not.toContain('"correct":"B"');
    expect(exercises.body).not.toContain('takes -s');
    expect(exercises.json()).toMatchObject({ unitId, score: { total: 2, answered: 0, correct: 0 }, resumeExerciseId: exerciseIds[0] });
  });

  it('checks an answer with the engine, explains it, stores progress and resumes at the next exercise', async () => {
    const wrong = await learnerCall('POST', 'GrammarCourse/checkExercise', learner, { exerciseId: exerciseIds[0], response: { choice: 'A' } });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({ result: { isCorrect: false, answerKey: { correct: 'B' }, attempts: 1 }, score: { total: 2, answered: 1, correct: 0 }, resumeExerciseId: exerciseIds[1] });
    expect(wrong.json<{ result: { explanation: string } }>().result.explanation).toContain('takes -s');
    const right = await learnerCall('POST', 'GrammarCourse/checkExercise', learner, { exerciseId: exerciseIds[0], response: { choice: 'B' } });
    expect(right.json()).toMatchObject({ result: { isCorrect: true, attempts: 2 }, score: { answered: 1, correct: 1 } });
    const gap = await learnerCall('POST', 'GrammarCourse/checkExercise', learner, { exerciseId: exerciseIds[1], response: { blanks: { '1': ' Play ' } } });
    expect(gap.json()).toMatchObject({ result: { isCorrect: true }, score: { total: 2, answered: 2, correct: 2 }, resumeExerciseId: null });
    const garbage = await learnerCall('POST', 'GrammarCourse/checkExercise', other, { exerciseId: exerciseIds[1], response: 'nonsense' });
    expect(garbage.statusCode, garbage.body).toBe(200);
    expect(garbage.json()).toMatchObject({ result: { isCorrect: false } });
    const missing = await learnerCall('POST', 'GrammarCourse/checkExercise', learner, { exerciseId: 999999, response: {} });
    expect(missing.statusCode).toBe(404);
    const extra = await learnerCall('POST', 'GrammarCourse/checkExercise', learner, { exerciseId: exerciseIds[0], response: {}, userId: 1 });
    expect(extra.statusCode).toBe(400);

    const again = await learnerCall('GET', `GrammarCourse/getGrammarExercise?unitId=${unitId}`);
    expect(again.json()).toMatchObject({ score: { answered: 2, correct: 2 }, resumeExerciseId: null, exercises: [{ result: { isCorrect: true, attempts: 2 } }, { result: { isCorrect: true } }] });
    // The other learner's progress is their own.
    const others = await learnerCall('GET', `GrammarCourse/getGrammarUnit?gradeId=${gradeId}`, other);
    expect(others.json()).toMatchObject({ units: [{ id: unitId, score: { total: 2, answered: 1, correct: 0 }, resumeExerciseId: exerciseIds[0] }] });
  });

  it('shows the unit in the learner\'s own learning history: answered, right of answered, done', async () => {
    const activity = await learnerCall('GET', 'Progress/getActivity?activity=grammar');
    expect(activity.statusCode, activity.body).toBe(200);
    const list = activity.json<{ activity: string; refId: number }[]>();
    expect(list).toEqual([expect.objectContaining({ activity: 'grammar', refId: unitId, title: 'Present simple', skill: 'grammar', items: 2, rawScore: 2, maxScore: 2, status: 'completed' })]);
  });

  it('seeds the demo course once: two grades of three units, eight words and eight valid exercises each', async () => {
    const first = await seedGrammarCourse(db, DEMO_GRAMMAR_COURSE);
    expect(first).toEqual({ grades: 2, units: 6, exercises: 48 });
    expect(await seedGrammarCourse(db, DEMO_GRAMMAR_COURSE)).toEqual({ grades: 0, units: 0, exercises: 0 });
    const index = await learnerCall('GET', 'GrammarCourse/getCourseIndexs/1/20');
    const grades = index.json<{ items: { title: string; units: { id: number; score: { total: number } }[] }[] }>().items.filter((grade) => grade.title.startsWith('Grade ') && grade.title.includes(':'));
    expect(grades.map((grade) => grade.units.map((unit) => unit.score.total))).toEqual([[8, 8, 8], [8, 8, 8]]);
    const lesson = await learnerCall('GET', `GrammarCourse/getNewWordsAndGrammar?unitId=${grades[0]!.units[0]!.id}`);
    expect(lesson.json<{ words: unknown[]; points: unknown[] }>().words).toHaveLength(8);
    // A unit mixes the course's question types (each checked by the engine's registry when seeded).
    const exercises = await learnerCall('GET', `GrammarCourse/getGrammarExercise?unitId=${grades[1]!.units[1]!.id}`);
    expect(exercises.json<{ exercises: { type: string }[] }>().exercises.map((exercise) => exercise.type)).toEqual([
      'multiple-choice-one', 'multiple-choice-one', 'multiple-choice-one', 'completion', 'completion', 'error-identification', 'sentence-transformation', 'matching',
    ]);
  });
});
