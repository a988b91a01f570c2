import { OnlineTestDetailSchema, onlineTestTypes, type ExamKind, type OnlineTest, type OnlineTestDetail } from '@lexam/contracts';
import { and, count, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { badRequest } from '../../errors';
import { createContentService } from '../../content/content-service';
import { refuseWhenAttempted } from './guards';
import { assertSkillOfKind } from './lessons';
import { assertPublishable } from './publish-check';
import { loadSectionTree } from './test-tree';
import { dropCachedTestContent } from './invalidating';
import { testAttempts } from '../../content/statistics/activity';

const { examAttempts, examLessons, examQuestionGroups, examQuestions, examSections, examTests } = tables;
type TestRow = typeof examTests.$inferSelect;
type Values = Record<string, unknown>;

/** The computed fields of tests: their lesson's name, how many question numbers they cover, how many attempts they have. */
async function testExtras(db: Database, rows: { id: number; lessonId: number }[]) {
  const ids = rows.map((row) => row.id);
  const [lessons, questionCounts, attemptCounts] = await Promise.all([
    db.select({ id: examLessons.id, name: examLessons.name }).from(examLessons).where(inArray(examLessons.id, rows.map((row) => row.lessonId))),
    db
      .select({ testId: examSections.testId, value: sql<number>`coalesce(sum(greatest(jsonb_array_length(${examQuestions.numbers}), 1)), 0)::int` })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(inArray(examSections.testId, ids))
      .groupBy(examSections.testId),
    db.select({ testId: examAttempts.testId, value: count() }).from(examAttempts).where(inArray(examAttempts.testId, ids)).groupBy(examAttempts.testId),
  ]);
  const lessonName = new Map(lessons.map((lesson) => [lesson.id, lesson.name]));
  const questions = new Map(questionCounts.map((row) => [row.testId, Number(row.value)]));
  const attempts = new Map(attemptCounts.map((row) => [row.testId, Number(row.value)]));
  return (row: { id: number; lessonId: number }) => ({ lessonName: lessonName.get(row.lessonId) ?? '', questionCount: questions.get(row.id) ?? 0, attemptCount: attempts.get(row.id) ?? 0 });
}

function toTestRow(row: TestRow, extras: ReturnType<typeof testExtras> extends Promise<infer F> ? F : never): OnlineTest {
  return {
    id: row.id,
    name: row.name,
    lessonId: row.lessonId,
    kind: row.kind,
    skill: row.skill,
    edition: (row.edition as OnlineTest['edition']) ?? null,
    durationSeconds: row.durationSeconds,
    isPublished: row.isPublished,
    conversionTable: row.conversionTable ?? null,
    sortOrder: row.sortOrder,
    ...extras(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lesson a test goes in; it must exist, be of the test's kind and teach the test's skill. */
async function assertLesson(db: Database, { lessonId, skill, kind }: { lessonId: number; skill: TestRow['skill']; kind: ExamKind }): Promise<void> {
  const [lesson] = await db.select({ skill: examLessons.skill }).from(examLessons).where(and(eq(examLessons.id, lessonId), eq(examLessons.kind, kind))).limit(1);
  if (!lesson) throw badRequest(`There is no ${kind} lesson ${lessonId}.`, [{ field: 'body.lessonId', message: 'Unknown lesson.' }]);
  if (lesson.skill !== skill) {
    throw badRequest(`Lesson ${lessonId} holds ${lesson.skill} tests; this is a ${skill} test.`, [{ field: 'body.lessonId', message: `Choose a ${skill} lesson.` }]);
  }
}

/** A TOEIC test names its edition; other kinds have none. */
function assertEdition({ kind, edition }: { kind: ExamKind; edition: unknown }): void {
  if (kind === 'toeic' && !edition) throw badRequest('A TOEIC test names its edition (ets, ets2020, ets2021, ets2022 or ets2023).', [{ field: 'body.edition', message: 'Choose an edition.' }]);
  if (kind !== 'toeic' && edition) throw badRequest(`Only TOEIC tests have an edition; this is a ${kind} test.`, [{ field: 'body.edition', message: 'Leave it out.' }]);
}

/** One test with its whole tree (sections → groups → questions with keys), for the editor; with `kind`, a test of another kind is undefined. */
export async function getOnlineTestDetail(db: Database, id: number, kind?: ExamKind): Promise<OnlineTestDetail | undefined> {
  const [row] = await db.select().from(examTests).where(and(eq(examTests.id, id), kind ? eq(examTests.kind, kind) : undefined)).limit(1);
  if (!row) return undefined;
  return { ...toTestRow(row, await testExtras(db, [row])), sections: await loadSectionTree(db, id) };
}

/**
 * The tests resource of one exam kind (`IeltsOnlineTest`, `OnlineToeicTest`, `GrammarOnlineTest`), on
 * its declaration: its tests only (another kind's is a 404), filtered by skill, lesson and, for TOEIC,
 * edition; ordered within their lesson; the detail is the whole tree. A TOEIC test names its
 * edition; publishing checks the test is complete by its kind's rules; a test with attempts is not
 * deleted (409).
 */
export function onlineTestServiceFor(kind: ExamKind) {
  return createContentService({
    type: onlineTestTypes[kind],
    activity: testAttempts,
    table: examTests,
    scope: (columns) => eq(columns.kind!, kind),
    detail: OnlineTestDetailSchema,
    get: ({ db, id }) => getOnlineTestDetail(db, id, kind),
    decorate: async ({ db, rows }) => {
      const extras = await testExtras(db, rows as { id: number; lessonId: number }[]);
      return rows.map((row) => ({ ...row, ...extras(row as { id: number; lessonId: number }) }));
    },
    beforeWrite: async ({ db, values, existing }) => {
      if ('edition' in values) assertEdition({ kind, edition: values.edition });
      if (!existing) {
        assertSkillOfKind({ kind, skill: values.skill as TestRow['skill'] });
        if (!('edition' in values)) assertEdition({ kind, edition: null });
        await assertLesson(db, { lessonId: values.lessonId as number, skill: values.skill as TestRow['skill'], kind });
        if (values.isPublished) {
          throw badRequest('A new test cannot be published yet: it has no sections or questions.', [{ field: 'body.isPublished', message: 'Add its sections and 40 questions first.' }]);
        }
        return { ...values, kind };
      }
      const current = existing as TestRow;
      if (values.lessonId !== undefined && values.lessonId !== current.lessonId) await assertLesson(db, { lessonId: values.lessonId as number, skill: current.skill, kind });
      if (values.isPublished === true && !current.isPublished) {
        const detail = (await getOnlineTestDetail(db, current.id, kind))!;
        assertPublishable({ ...detail, ...(values as Values), conversionTable: values.conversionTable === undefined ? detail.conversionTable : (values.conversionTable as OnlineTest['conversionTable']) } as OnlineTestDetail);
      }
      return values;
    },
    /** A test with attempts is refused (409): deleting it would delete learners' attempts and results. */
    beforeRemove: async ({ db, ids }) => {
      const own = await db.select({ id: examTests.id }).from(examTests).where(and(inArray(examTests.id, ids), eq(examTests.kind, kind)));
      for (const { id } of own) await refuseWhenAttempted(db, { testId: id, change: 'deleting it' });
    },
    afterChange: dropCachedTestContent,
  });
}
