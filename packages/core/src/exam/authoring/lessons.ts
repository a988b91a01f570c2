import { examLessonTypes, type ExamKind, type OnlineTestLesson } from '@lexam/contracts';
import { and, count, eq, inArray, tables } from '@lexam/db';
import { DomainError, badRequest } from '../../errors';
import { createContentService } from '../../content/content-service';
import { dropCachedTestContent } from './invalidating';

const { examLessons, examTests, examAttempts } = tables;

/** The skills a lesson (and test) of each kind may have. */
export const SKILLS_OF_KIND: Record<ExamKind, readonly OnlineTestLesson['skill'][]> = {
  ielts: ['reading', 'listening'],
  toeic: ['reading', 'listening'],
  grammar: ['grammar'],
};

/** Refuses a skill the kind does not have (a grammar IELTS lesson, a reading grammar test). */
export function assertSkillOfKind({ kind, skill }: { kind: ExamKind; skill: OnlineTestLesson['skill'] }): void {
  const allowed = SKILLS_OF_KIND[kind];
  if (allowed.includes(skill)) return;
  throw badRequest(`A ${kind} lesson or test is ${allowed.join(' or ')}, not ${skill}.`, [{ field: 'body.skill', message: `Choose ${allowed.join(' or ')}.` }]);
}

/**
 * The lessons resource of one exam kind (`IeltsOnlineTestLesson`, `ToeicTestOnlne`, the grammar
 * lessons), on its declaration: the lessons its online tests are grouped in, ordered within their
 * skill. A lesson of another kind is out of reach (404, or not deleted).
 */
export function onlineTestLessonServiceFor(kind: ExamKind) {
  return createContentService({
    type: examLessonTypes[kind],
    table: examLessons,
    scope: (columns) => eq(columns.kind!, kind),
    beforeWrite: ({ values, existing }) => {
      if (existing) return values;
      assertSkillOfKind({ kind, skill: values.skill as OnlineTestLesson['skill'] });
      return { ...values, kind };
    },
    decorate: async ({ db, rows }) => {
      const ids = rows.map((row) => row.id as number);
      const counts = ids.length ? await db.select({ lessonId: examTests.lessonId, value: count() }).from(examTests).where(inArray(examTests.lessonId, ids)).groupBy(examTests.lessonId) : [];
      const byLesson = new Map(counts.map((row) => [row.lessonId, Number(row.value)]));
      return rows.map((row) => ({ ...row, testCount: byLesson.get(row.id as number) ?? 0 }));
    },
    /** Deleting a lesson deletes its tests, so a lesson whose tests have attempts is refused (409). */
    beforeRemove: async ({ db, ids }) => {
      const [first] = await db
        .select({ lessonId: examTests.lessonId, name: examLessons.name, value: count() })
        .from(examAttempts)
        .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
        .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
        .where(and(inArray(examTests.lessonId, ids), eq(examLessons.kind, kind)))
        .groupBy(examTests.lessonId, examLessons.name)
        .limit(1);
      if (first) {
        throw new DomainError({ status: 409, title: `Lesson ${first.lessonId} ("${first.name}") holds tests with ${Number(first.value)} attempts; deleting it would destroy learners' answers and results. Move or unpublish its tests instead.` });
      }
    },
    afterChange: dropCachedTestContent,
  });
}
