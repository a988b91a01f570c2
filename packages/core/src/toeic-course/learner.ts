import type { PracticeItem, ToeicCheck, ToeicCourseIndex, ToeicCourseProgress, ToeicCourseSkill, ToeicLesson } from '@lexam/contracts';
import { and, asc, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import { gradeQuestion, learnerView } from '../exam/question-types';
import { urlsOfFiles } from '../reading/read-passage';

const { toeicCourseLessons: lessons, toeicCourseProgress: progress } = tables;
type LessonRow = typeof lessons.$inferSelect;
type Edition = ToeicLesson['edition'];

const practiceOf = (row: Pick<LessonRow, 'practice'>): PracticeItem[] => (Array.isArray(row.practice) ? row.practice : []);

/** The learner's progress per lesson: answered questions (still in the lesson) and the right ones. */
async function progressByLesson(db: Database, userId: number, rows: Pick<LessonRow, 'id' | 'practice'>[]): Promise<Map<number, ToeicCourseProgress>> {
  const result = new Map<number, ToeicCourseProgress>(rows.map((row) => [row.id, { questions: practiceOf(row).length, answered: 0, right: 0 }]));
  if (rows.length === 0) return result;
  const answers = await db
    .select({ lessonId: progress.lessonId, questionIndex: progress.questionIndex, isCorrect: progress.isCorrect })
    .from(progress)
    .where(and(eq(progress.userId, userId), inArray(progress.lessonId, rows.map((row) => row.id))));
  for (const answer of answers) {
    const entry = result.get(answer.lessonId);
    if (!entry || answer.questionIndex >= entry.questions) continue;
    entry.answered += 1;
    if (answer.isCorrect) entry.right += 1;
  }
  return result;
}

/** The course's published lessons by skill, edition and part (in that order), with the learner's progress. */
export async function getToeicCourseIndex({ db }: { db: Database }, { userId, skill, edition }: { userId: number; skill?: ToeicCourseSkill; edition?: Edition }): Promise<ToeicCourseIndex> {
  const rows = await db
    .select({ id: lessons.id, skill: lessons.skill, edition: lessons.edition, part: lessons.part, title: lessons.title, videoId: lessons.videoId, practice: lessons.practice })
    .from(lessons)
    .where(and(eq(lessons.isPublished, true), skill ? eq(lessons.skill, skill) : undefined, edition ? eq(lessons.edition, edition) : undefined))
    .orderBy(asc(lessons.edition), asc(lessons.part), asc(lessons.sortOrder), asc(lessons.id));
  const byLesson = await progressByLesson(db, userId, rows);
  return {
    lessons: rows.map((row) => ({
      id: row.id,
      skill: row.skill as ToeicCourseSkill,
      edition: row.edition as Edition,
      part: row.part,
      title: row.title,
      hasVideo: row.videoId !== null,
      progress: byLesson.get(row.id)!,
    })),
  };
}

async function loadPublishedLesson(db: Database, id: number): Promise<LessonRow> {
  const [row] = await db.select().from(lessons).where(and(eq(lessons.id, id), eq(lessons.isPublished, true))).limit(1);
  if (!row) throw notFound(`There is no published TOEIC lesson ${id}.`);
  return row;
}

/** `ToeicCourse/getLesson`: a published lesson as the learner reads and practises it: no key, no explanation. */
export async function getToeicLesson({ db }: { db: Database }, { userId, lessonId }: { userId: number; lessonId: number }): Promise<ToeicLesson> {
  const row = await loadPublishedLesson(db, lessonId);
  const [urls, byLesson, answers] = await Promise.all([
    urlsOfFiles(db, [row.exampleAudio, row.examplePicture, row.practiceAudio, row.practicePicture]),
    progressByLesson(db, userId, [row]),
    db.select({ questionIndex: progress.questionIndex, isCorrect: progress.isCorrect }).from(progress).where(and(eq(progress.userId, userId), eq(progress.lessonId, lessonId))),
  ]);
  const last = new Map(answers.map((answer) => [answer.questionIndex, answer.isCorrect]));
  const url = (id: number | null) => (id === null ? null : urls.get(id) ?? null);
  return {
    id: row.id,
    skill: row.skill as ToeicCourseSkill,
    edition: row.edition as Edition,
    part: row.part,
    title: row.title,
    strategyHtml: row.strategyHtml,
    exampleHtml: row.exampleHtml,
    exampleAudioUrl: url(row.exampleAudio),
    examplePictureUrl: url(row.examplePicture),
    practiceAudioUrl: url(row.practiceAudio),
    practicePictureUrl: url(row.practicePicture),
    videoId: row.videoId,
    questions: practiceOf(row).flatMap((item, index) => {
      try {
        return [{ index, type: item.type as ToeicLesson['questions'][number]['type'], content: learnerView(item), lastCorrect: last.get(index) ?? null }];
      } catch {
        return []; // An item stored before its type changed is left out rather than failing the lesson.
      }
    }),
    progress: byLesson.get(row.id)!,
  };
}

/**
 * `POST ToeicCourse/checkAnswer`: grades one answer with the exam engine (a response of the wrong
 * shape counts as unanswered, so wrong), keeps the learner's latest verdict for the question, and
 * answers the verdict with the correct answer, the explanation and the recording's transcript.
 */
export async function checkToeicAnswer(
  { db }: { db: Database },
  { userId, lessonId, index, response }: { userId: number; lessonId: number; index: number; response: unknown },
): Promise<ToeicCheck> {
  const row = await loadPublishedLesson(db, lessonId);
  const item = practiceOf(row)[index];
  if (!item) throw badRequest(`This lesson has no practice question ${index}.`, [{ field: 'body.index', message: 'is not a practice question of this lesson' }]);
  const { marks, maxMarks, parts } = gradeQuestion({ type: item.type, content: item.content, key: item.key, response: response ?? null });
  const isCorrect = maxMarks > 0 && marks === maxMarks;
  const now = new Date();
  await db
    .insert(progress)
    .values({ userId, lessonId, questionIndex: index, isCorrect, firstAnsweredAt: now, answeredAt: now })
    .onConflictDoUpdate({ target: [progress.userId, progress.lessonId, progress.questionIndex], set: { isCorrect, answeredAt: sql`excluded.answered_at` } });
  const byLesson = await progressByLesson(db, userId, [row]);
  return { lessonId, index, isCorrect, parts, response: response ?? null, answerKey: item.key, explanation: item.explanation ?? '', transcript: row.practiceTranscript, progress: byLesson.get(row.id)! };
}
