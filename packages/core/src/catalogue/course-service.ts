import { courseType, type CourseTranslations } from '@lexam/contracts';
import { and, eq, ne, tables } from '@lexam/db';
import { conflict } from '../errors';
import { createContentService } from '../content/content-service';

/** Empty translations are dropped: an empty text means "as in English". */
function compact(translations: CourseTranslations): CourseTranslations {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, text]) => (text && (text.name || text.description) ? [[language, { name: text.name ?? '', description: text.description ?? '' }]] : [])),
  ) as CourseTranslations;
}

/** The course catalogue (API.md's `Course`): codes are unique; empty translations are not kept. */
export const courseService = createContentService({
  type: courseType,
  table: tables.courseIndexes,
  beforeWrite: async ({ db, values, existing }) => {
    const { courseIndexes } = tables;
    if (typeof values.code === 'string') {
      const [taken] = await db.select({ id: courseIndexes.id }).from(courseIndexes).where(and(eq(courseIndexes.code, values.code), existing ? ne(courseIndexes.id, existing.id as number) : undefined)).limit(1);
      if (taken) throw conflict(`Another course already has the code ${values.code}.`);
    }
    return values.translations ? { ...values, translations: compact(values.translations as CourseTranslations) } : values;
  },
});
