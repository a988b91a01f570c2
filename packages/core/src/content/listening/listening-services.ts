import { LISTENING_SOURCES, listeningType } from '@lexam/contracts';
import { eq, tables } from '@lexam/db';
import { badRequest } from '../../errors';
import { createContentService } from '../content-service';

/**
 * A recording takes its lesson's source (so a source's recordings list without a join); its lesson
 * must be a listening lesson. Its segments and peaks are served beside it (listening-segments.ts).
 */
export const listeningService = createContentService({
  type: listeningType,
  table: tables.listeningRecordings,
  beforeWrite: async ({ db, values }) => {
    if (typeof values.lessonId !== 'number') return values;
    const [lesson] = await db
      .select({ skill: tables.courseLessons.skill, source: tables.courseLessons.source })
      .from(tables.courseLessons)
      .where(eq(tables.courseLessons.id, values.lessonId))
      .limit(1);
    if (lesson && (lesson.skill !== 'listening' || !(LISTENING_SOURCES as readonly string[]).includes(lesson.source))) {
      throw badRequest('A recording belongs to a lesson of the listening course.', [{ field: 'body.lessonId', message: `Lesson ${values.lessonId} is not a listening lesson.` }]);
    }
    return { ...values, source: lesson?.source ?? null };
  },
});

export const listeningContentServices = [listeningService];
