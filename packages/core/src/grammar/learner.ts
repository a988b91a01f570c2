import type { ContentLanguage, GrammarCheckAnswer, GrammarCourseIndex, GrammarExerciseResult, GrammarGradeUnits, GrammarScore, GrammarUnitExercises, GrammarUnitLesson } from '@lexam/contracts';
import { and, asc, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import { gradeQuestion, learnerView, marksFor } from '../exam/question-types';
import { toLearnerWords } from '../reading/read-passage';

const { grammarExerciseProgress, grammarExercises, grammarGrades, grammarPoints, grammarUnits, words } = tables;

type ProgressRow = typeof grammarExerciseProgress.$inferSelect;
type ExerciseRow = typeof grammarExercises.$inferSelect;

const emptyScore = (total = 0): GrammarScore => ({ total, answered: 0, correct: 0 });

/** Per published unit: its exercises' count and the learner's answered and correct counts. */
async function scoresOfUnits(db: Database, userId: number, unitIds: number[]): Promise<Map<number, GrammarScore>> {
  const scores = new Map<number, GrammarScore>(unitIds.map((unitId) => [unitId, emptyScore()]));
  if (unitIds.length === 0) return scores;
  const totals = await db
    .select({ unitId: grammarExercises.unitId, total: sql<number>`count(*)::int` })
    .from(grammarExercises)
    .where(inArray(grammarExercises.unitId, unitIds))
    .groupBy(grammarExercises.unitId);
  for (const row of totals) scores.get(row.unitId)!.total = row.total;
  const done = await db
    .select({ unitId: grammarExerciseProgress.unitId, answered: sql<number>`count(*)::int`, correct: sql<number>`count(*) filter (where ${grammarExerciseProgress.correct})::int` })
    .from(grammarExerciseProgress)
    .where(and(eq(grammarExerciseProgress.userId, userId), inArray(grammarExerciseProgress.unitId, unitIds)))
    .groupBy(grammarExerciseProgress.unitId);
  for (const row of done) Object.assign(scores.get(row.unitId)!, { answered: row.answered, correct: row.correct });
  return scores;
}

const sumScores = (scores: GrammarScore[]): GrammarScore =>
  scores.reduce((sum, score) => ({ total: sum.total + score.total, answered: sum.answered + score.answered, correct: sum.correct + score.correct }), emptyScore());

/** `GrammarCourse/getCourseIndexs/{pageIndex}/{pageSize}`: the published grades with their published units and the learner's scores. */
export async function getGrammarCourseIndex({ db }: { db: Database }, { userId, pageIndex, pageSize }: { userId: number; pageIndex: number; pageSize: number }): Promise<GrammarCourseIndex> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(grammarGrades).where(eq(grammarGrades.isPublished, true));
  const grades = await db
    .select()
    .from(grammarGrades)
    .where(eq(grammarGrades.isPublished, true))
    .orderBy(asc(grammarGrades.sortOrder), asc(grammarGrades.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const units = grades.length === 0 ? [] : await db
    .select()
    .from(grammarUnits)
    .where(and(inArray(grammarUnits.gradeId, grades.map((grade) => grade.id)), eq(grammarUnits.isPublished, true)))
    .orderBy(asc(grammarUnits.sortOrder), asc(grammarUnits.id));
  const scores = await scoresOfUnits(db, userId, units.map((unit) => unit.id));
  return {
    totalCount: count?.n ?? 0,
    pageIndex,
    pageSize,
    items: grades.map((grade) => {
      const own = units.filter((unit) => unit.gradeId === grade.id).map((unit) => ({ id: unit.id, topic: unit.topic, score: scores.get(unit.id)! }));
      return { id: grade.id, title: grade.title, description: grade.description, unitCount: own.length, score: sumScores(own.map((unit) => unit.score)), units: own };
    }),
  };
}

async function loadPublishedUnit(db: Database, unitId: number) {
  const [row] = await db
    .select({ unit: grammarUnits })
    .from(grammarUnits)
    .innerJoin(grammarGrades, eq(grammarGrades.id, grammarUnits.gradeId))
    .where(and(eq(grammarUnits.id, unitId), eq(grammarUnits.isPublished, true), eq(grammarGrades.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(`There is no published grammar unit ${unitId}.`);
  return row.unit;
}

async function exercisesOf(db: Database, unitId: number): Promise<ExerciseRow[]> {
  return db.select().from(grammarExercises).where(eq(grammarExercises.unitId, unitId)).orderBy(asc(grammarExercises.sortOrder), asc(grammarExercises.id));
}

async function progressOf(db: Database, userId: number, unitIds: number[]): Promise<ProgressRow[]> {
  if (unitIds.length === 0) return [];
  return db.select().from(grammarExerciseProgress).where(and(eq(grammarExerciseProgress.userId, userId), inArray(grammarExerciseProgress.unitId, unitIds)));
}

const firstUnanswered = (exercises: ExerciseRow[], progress: ProgressRow[]): number | null => {
  const answered = new Set(progress.map((row) => row.exerciseId));
  return exercises.find((exercise) => !answered.has(exercise.id))?.id ?? null;
};

/** `GrammarCourse/getGrammarUnit?gradeId=`: a published grade's published units, each with the learner's score and where to resume. */
export async function getGrammarUnits({ db }: { db: Database }, { userId, gradeId }: { userId: number; gradeId: number }): Promise<GrammarGradeUnits> {
  const [grade] = await db.select().from(grammarGrades).where(and(eq(grammarGrades.id, gradeId), eq(grammarGrades.isPublished, true))).limit(1);
  if (!grade) throw notFound(`There is no published grammar grade ${gradeId}.`);
  const units = await db.select().from(grammarUnits).where(and(eq(grammarUnits.gradeId, gradeId), eq(grammarUnits.isPublished, true))).orderBy(asc(grammarUnits.sortOrder), asc(grammarUnits.id));
  const unitIds = units.map((unit) => unit.id);
  const scores = await scoresOfUnits(db, userId, unitIds);
  const exercises = unitIds.length === 0 ? [] : await db.select().from(grammarExercises).where(inArray(grammarExercises.unitId, unitIds)).orderBy(asc(grammarExercises.sortOrder), asc(grammarExercises.id));
  const progress = await progressOf(db, userId, unitIds);
  return {
    grade: { id: grade.id, title: grade.title, description: grade.description },
    units: units.map((unit) => ({
      id: unit.id,
      topic: unit.topic,
      description: unit.description,
      score: scores.get(unit.id)!,
      resumeExerciseId: firstUnanswered(exercises.filter((exercise) => exercise.unitId === unit.id), progress),
    })),
  };
}

/** `GrammarCourse/getNewWordsAndGrammar?unitId=`: the unit's grammar points and new words (meanings in `language` when translated). */
export async function getGrammarUnitLesson({ db }: { db: Database }, { unitId, language }: { unitId: number; language: ContentLanguage }): Promise<GrammarUnitLesson> {
  const unit = await loadPublishedUnit(db, unitId);
  const points = await db
    .select({ id: grammarPoints.id, title: grammarPoints.title, bodyHtml: grammarPoints.bodyHtml })
    .from(grammarPoints)
    .where(eq(grammarPoints.unitId, unitId))
    .orderBy(asc(grammarPoints.sortOrder), asc(grammarPoints.id));
  const wordRows = await db.select().from(words).where(eq(words.grammarUnitId, unitId)).orderBy(asc(words.sortOrder), asc(words.id));
  return { unitId, gradeId: unit.gradeId, topic: unit.topic, description: unit.description, points, words: await toLearnerWords(db, wordRows, language) };
}

function resultOf(exercise: ExerciseRow, response: unknown, attempts: number): GrammarExerciseResult {
  const { marks, maxMarks, parts } = gradeQuestion({ type: exercise.question.type, content: exercise.question.content, key: exercise.question.key, response });
  return { isCorrect: marks === maxMarks, marks, maxMarks, parts, response, answerKey: exercise.question.key, explanation: exercise.question.explanation ?? '', attempts };
}

/** An exercise the engine can no longer read (its type changed since it was saved) is left out. */
function viewOf(exercise: ExerciseRow): unknown {
  try {
    return learnerView(exercise.question);
  } catch {
    return undefined;
  }
}

/** `GrammarCourse/getGrammarExercise?unitId=`: the unit's exercises without their keys, an answered one with its last result. */
export async function getGrammarUnitExercises({ db }: { db: Database }, { userId, unitId }: { userId: number; unitId: number }): Promise<GrammarUnitExercises> {
  await loadPublishedUnit(db, unitId);
  const rows = (await exercisesOf(db, unitId)).filter((exercise) => viewOf(exercise) !== undefined);
  const progress = await progressOf(db, userId, [unitId]);
  const byExercise = new Map(progress.map((row) => [row.exerciseId, row]));
  const exercises = rows.map((exercise) => {
    const done = byExercise.get(exercise.id);
    return { id: exercise.id, title: exercise.title, type: exercise.question.type, content: viewOf(exercise), marks: marksFor(exercise.question), result: done ? resultOf(exercise, done.lastResponse, done.attempts) : null };
  });
  const answered = exercises.filter((exercise) => exercise.result);
  return {
    unitId,
    exercises,
    score: { total: exercises.length, answered: answered.length, correct: answered.filter((exercise) => exercise.result!.isCorrect).length },
    resumeExerciseId: firstUnanswered(rows, progress),
  };
}

/**
 * `POST GrammarCourse/checkExercise`: grades one answer with the exam engine's registry (a response of
 * the wrong shape counts as unanswered, never thrown) and records the learner's progress on the
 * exercise: right or wrong on this check, one more attempt.
 */
export async function checkGrammarExercise({ db }: { db: Database }, { userId, exerciseId, response }: { userId: number; exerciseId: number; response: unknown }): Promise<GrammarCheckAnswer> {
  const [exercise] = await db.select().from(grammarExercises).where(eq(grammarExercises.id, exerciseId)).limit(1);
  if (!exercise) throw notFound(`There is no grammar exercise ${exerciseId}.`);
  await loadPublishedUnit(db, exercise.unitId);
  if (viewOf(exercise) === undefined) throw badRequest('This exercise cannot be checked: its question no longer fits its type.');
  const graded = resultOf(exercise, response ?? null, 0);
  const now = new Date();
  const [row] = await db
    .insert(grammarExerciseProgress)
    .values({ userId, exerciseId, unitId: exercise.unitId, correct: graded.isCorrect, attempts: 1, lastResponse: response ?? null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [grammarExerciseProgress.userId, grammarExerciseProgress.exerciseId],
      set: { correct: graded.isCorrect, attempts: sql`${grammarExerciseProgress.attempts} + 1`, lastResponse: response ?? null, unitId: exercise.unitId, updatedAt: now },
    })
    .returning();
  const exercises = await exercisesOf(db, exercise.unitId);
  const progress = await progressOf(db, userId, [exercise.unitId]);
  const scores = await scoresOfUnits(db, userId, [exercise.unitId]);
  return {
    exerciseId,
    unitId: exercise.unitId,
    result: { ...graded, attempts: row?.attempts ?? 1 },
    score: scores.get(exercise.unitId)!,
    resumeExerciseId: firstUnanswered(exercises, progress),
  };
}
