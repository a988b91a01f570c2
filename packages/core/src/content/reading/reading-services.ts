import { introductionType, lessonType, LISTENING_SOURCES, newWordsType, passageType, READING_SOURCES, videoType, type PracticeItem } from '@lexam/contracts';
import { eq, isNotNull, tables } from '@lexam/db';
import { badRequest } from '../../errors';
import { checkQuestion } from '../../exam/question-types';
import { createContentService } from '../content-service';
import { lessonActivity, passageActivity, videoActivity } from '../statistics/activity';

/** A course's introduction: nothing beyond the generic verbs. */
export const introductionService = createContentService({ type: introductionType, table: tables.introductions });

/** A lesson's source must be one its course has (reading: cambridge or realTest; listening: cambridge or contentRead). */
export const lessonService = createContentService({
  type: lessonType,
  activity: lessonActivity,
  table: tables.courseLessons,
  beforeWrite: ({ values, existing }) => {
    const skill = values.skill ?? existing?.skill;
    const source = values.source ?? existing?.source;
    if (skill === 'reading' && !(READING_SOURCES as readonly unknown[]).includes(source)) {
      throw badRequest(`A reading lesson's source is one of ${READING_SOURCES.join(', ')}.`, [{ field: 'body.source', message: `Not a reading source: ${String(source)}.` }]);
    }
    if (skill === 'listening' && !(LISTENING_SOURCES as readonly unknown[]).includes(source)) {
      throw badRequest(`A listening lesson's source is one of ${LISTENING_SOURCES.join(', ')}.`, [{ field: 'body.source', message: `Not a listening source: ${String(source)}.` }]);
    }
    return values;
  },
});

export const videoService = createContentService({ type: videoType, table: tables.videos, activity: videoActivity });

/** One practice item's problems as the exam engine's registry finds them, each field under `prefix`. */
export function practiceItemProblems(item: PracticeItem, prefix: string): { field: string; message: string }[] {
  try {
    checkQuestion(item);
    return [];
  } catch (error) {
    const problems = (error as { errors?: { field: string; message: string }[] }).errors ?? [{ field: '', message: (error as Error).message }];
    return problems.map((problem) => ({ field: problem.field ? `${prefix}.${problem.field}` : prefix, message: problem.message }));
  }
}

/** Each practice item must be a valid question of the exam engine, its key fitting its content. */
export function checkPracticeItems(items: PracticeItem[]): PracticeItem[] {
  const errors = items.flatMap((item, index) => practiceItemProblems(item, `body.practice.${index}`));
  if (errors.length > 0) throw badRequest('Some practice questions are not valid.', errors);
  return items;
}

/** A passage takes its lesson's source (so a source's passages list without a join); its practice is checked. */
export const passageService = createContentService({
  type: passageType,
  activity: passageActivity,
  table: tables.coursePassages,
  beforeWrite: async ({ db, values }) => {
    if (Array.isArray(values.practice)) checkPracticeItems(values.practice as PracticeItem[]);
    if (typeof values.lessonId === 'number') {
      const [lesson] = await db.select({ source: tables.courseLessons.source }).from(tables.courseLessons).where(eq(tables.courseLessons.id, values.lessonId)).limit(1);
      return { ...values, source: lesson?.source ?? null };
    }
    return values;
  },
});

/** A passage's vocabulary: the words whose parent is a passage. */
export const newWordsService = createContentService({ type: newWordsType, table: tables.words, scope: (columns) => isNotNull(columns.passageId!) });

/** The services of the reading course, by entity. */
export const readingContentServices = [introductionService, lessonService, videoService, passageService, newWordsService];
