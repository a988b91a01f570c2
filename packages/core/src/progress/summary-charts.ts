import type { ProgressCounts, ProgressSeries, ProgressSeriesKey, TypeAccuracy } from '@lexam/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql, tables, type Database } from '@lexam/db';
import { groupAccuracy, type GradedQuestion } from './summary-streak';

const { examAttempts, examTests, examQuestions, practiceSubmissions, passageProgress, flashcardReviews, videoProgress } = tables;

/** The most points a series keeps (the latest). */
export const SERIES_POINTS = 50;
/** How many of the latest submitted attempts the accuracy reads. */
export const ACCURACY_ATTEMPTS = 200;

type Measure = ProgressSeries['measure'];

/**
 * The learner's results over time: per skill the IELTS band (full online tests; released writing and
 * speaking answers), the TOEIC scaled score, the grammar tests' percent. Oldest first, empty series left out.
 */
export async function resultSeries(db: Database, userId: number): Promise<ProgressSeries[]> {
  const [attempts, answers] = await Promise.all([
    db
      .select({ id: examAttempts.id, at: examAttempts.submittedAt, kind: examTests.kind, skill: examTests.skill, band: examAttempts.band, scaled: examAttempts.scaledScore, raw: examAttempts.rawScore, max: examAttempts.maxScore })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.submittedAt)))
      .orderBy(asc(examAttempts.submittedAt), asc(examAttempts.id)),
    db
      .select({ id: practiceSubmissions.id, at: practiceSubmissions.releasedAt, kind: practiceSubmissions.kind, band: practiceSubmissions.band })
      .from(practiceSubmissions)
      .where(and(eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.status, 'released'), isNotNull(practiceSubmissions.band), isNotNull(practiceSubmissions.releasedAt)))
      .orderBy(asc(practiceSubmissions.releasedAt), asc(practiceSubmissions.id)),
  ]);

  const series = new Map<ProgressSeriesKey, ProgressSeries>();
  const add = (key: ProgressSeriesKey, measure: Measure, point: { at: Date | null; value: number | null; refId: number }) => {
    if (point.at === null || point.value === null || !Number.isFinite(point.value)) return;
    const entry = series.get(key) ?? { key, measure, points: [] };
    entry.points.push({ at: point.at.toISOString(), value: point.value, refId: point.refId });
    series.set(key, entry);
  };
  for (const row of attempts) {
    if (row.kind === 'ielts' && row.skill !== 'grammar') add(`ielts-${row.skill}`, 'band', { at: row.at, value: row.band, refId: row.id });
    else if (row.kind === 'toeic' && row.skill !== 'grammar') add(`toeic-${row.skill}`, 'scaled', { at: row.at, value: row.scaled, refId: row.id });
    else if (row.kind === 'grammar' && row.max) add('grammar', 'percent', { at: row.at, value: Math.round(((row.raw ?? 0) / row.max) * 1000) / 10, refId: row.id });
  }
  for (const row of answers) add(`ielts-${row.kind}`, 'band', { at: row.at, value: row.band, refId: row.id });

  const order = ['ielts-reading', 'ielts-listening', 'ielts-writing', 'ielts-speaking', 'toeic-reading', 'toeic-listening', 'grammar'];
  return [...series.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)).map((entry) => ({ ...entry, points: entry.points.slice(-SERIES_POINTS) }));
}

interface StoredQuestion {
  questionId?: unknown;
  marks?: unknown;
  maxMarks?: unknown;
}

/** The stored graded questions of an attempt's result (`exam_attempts.result.questions`), what is readable of them. */
export function gradedQuestionsOf(result: unknown): { questionId: number; marks: number; maxMarks: number }[] {
  const questions = (result as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions)) return [];
  return (questions as StoredQuestion[]).flatMap((question) =>
    typeof question?.questionId === 'number' && typeof question.marks === 'number' && typeof question.maxMarks === 'number' ? [{ questionId: question.questionId, marks: question.marks, maxMarks: question.maxMarks }] : [],
  );
}

/** The marks of the learner's latest submitted attempts, grouped by question type; questions deleted since are left out. */
export async function accuracyByType(db: Database, userId: number): Promise<TypeAccuracy[]> {
  const attempts = await db
    .select({ result: examAttempts.result })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.submittedAt)))
    .orderBy(desc(examAttempts.submittedAt))
    .limit(ACCURACY_ATTEMPTS);
  const graded = attempts.flatMap((attempt) => gradedQuestionsOf(attempt.result));
  const ids = [...new Set(graded.map((question) => question.questionId))];
  if (ids.length === 0) return [];
  const types = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db.select({ id: examQuestions.id, type: examQuestions.type }).from(examQuestions).where(inArray(examQuestions.id, ids.slice(start, start + 1000)));
    for (const row of rows) types.set(row.id, row.type);
  }
  return groupAccuracy(graded.flatMap((question): GradedQuestion[] => (types.has(question.questionId) ? [{ type: types.get(question.questionId)!, marks: question.marks, maxMarks: question.maxMarks }] : [])));
}

/** How much of each kind the learner has done, all time. */
export async function progressCounts(db: Database, userId: number): Promise<ProgressCounts> {
  const total = sql<number>`count(*)::int`;
  const [[tests], [passages], [reviews], submissions, [videos]] = await Promise.all([
    db.select({ value: total }).from(examAttempts).where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.submittedAt))),
    db.select({ value: total }).from(passageProgress).where(and(eq(passageProgress.userId, userId), isNotNull(passageProgress.completedAt))),
    db.select({ value: total }).from(flashcardReviews).where(eq(flashcardReviews.userId, userId)),
    db
      .select({ kind: practiceSubmissions.kind, value: total })
      .from(practiceSubmissions)
      .where(and(eq(practiceSubmissions.userId, userId), isNotNull(practiceSubmissions.submittedAt)))
      .groupBy(practiceSubmissions.kind),
    db.select({ value: total }).from(videoProgress).where(and(eq(videoProgress.userId, userId), isNotNull(videoProgress.completedAt))),
  ]);
  const sent = (kind: string) => submissions.find((row) => row.kind === kind)?.value ?? 0;
  return { tests: tests?.value ?? 0, passages: passages?.value ?? 0, flashcardReviews: reviews?.value ?? 0, writing: sent('writing'), speaking: sent('speaking'), videos: videos?.value ?? 0 };
}
