import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grammarExerciseType, grammarGradeType, grammarUnitType } from '@lexam/contracts';
import { seedDemo, type Database } from '@lexam/db';
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
  void db;

  let gradeId: number;
  let unitId: number;
  let exerciseIds: number[] = [];

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

  void learnerCall;
  void other;
  void gradeId;
});
