import type { ExamKind, OnlineTestListItem, OnlineTestListQuery, TestSkill, ToeicEdition } from '@lexam/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, tables, type Database } from '@lexam/db';
import { containsPattern } from '../../common/list-page';
import { pageOffset } from '../../common/sorting';
import { toAttemptSummary } from '../attempts/load-attempt';

const { examLessons, examTests, examSections, examQuestionGroups, examQuestions, examAttempts } = tables;

/** The list filter of every kind: IELTS and TOEIC give a skill, TOEIC may give an edition, grammar neither. */
export type OnlineTestListFilter = Omit<OnlineTestListQuery, 'skill'> & { skill?: TestSkill; edition?: ToeicEdition };

/**
 * `OnlineIeltsTest/getOnlineIeltsTest` (and `getOnlineToeicTest`, `getOnlineGrammarTest` by `kind`): the published tests of a skill, filtered by the
 * lesson-online-test filter (SPEC.md section 3: `lessonId` and `testId`, 0 meaning any, and
 * `searchByName` on the test name), in lesson then test order. Each row carries what the list screen
 * shows for this learner: the attempt to resume, the best band of a full attempt and how many were submitted.
 */
export async function listOnlineTests(
  { db }: { db: Database },
  { userId, query, kind = 'ielts' }: { userId: number; query: OnlineTestListFilter; kind?: ExamKind },
): Promise<{ rows: OnlineTestListItem[]; totalCount: number }> {
  const where = and(
    eq(examTests.kind, kind),
    query.skill ? eq(examTests.skill, query.skill) : undefined,
    query.edition ? eq(examTests.edition, query.edition) : undefined,
    eq(examTests.isPublished, true),
    query.lessonId ? eq(examTests.lessonId, query.lessonId) : undefined,
    query.testId ? eq(examTests.id, query.testId) : undefined,
    query.searchByName ? ilike(examTests.name, containsPattern(query.searchByName)) : undefined,
  );
  const [tests, [total]] = await Promise.all([
    db
      .select({ test: examTests, lessonName: examLessons.name })
      .from(examTests)
      .innerJoin(examLessons, eq(examLessons.id, examTests.lessonId))
      .where(where)
      .orderBy(asc(examLessons.sortOrder), asc(examLessons.id), asc(examTests.sortOrder), asc(examTests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(examTests).where(where),
  ]);
  const testIds = tests.map((row) => row.test.id);
  if (testIds.length === 0) return { rows: [], totalCount: total?.value ?? 0 };

  const [sections, questionCounts, openAttempts, submitted] = await Promise.all([
    db.select({ id: examSections.id, testId: examSections.testId, title: examSections.title, part: examSections.part }).from(examSections)
      .where(inArray(examSections.testId, testIds)).orderBy(asc(examSections.sortOrder), asc(examSections.id)),
    db.select({ testId: examSections.testId, value: sql<number>`coalesce(sum(greatest(jsonb_array_length(${examQuestions.numbers}), 1)), 0)::int` })
      .from(examQuestions)
      .innerJoin(examQuestionGroups, eq(examQuestionGroups.id, examQuestions.groupId))
      .innerJoin(examSections, eq(examSections.id, examQuestionGroups.sectionId))
      .where(inArray(examSections.testId, testIds))
      .groupBy(examSections.testId),
    // The newest unsubmitted attempt per test.
    db.selectDistinctOn([examAttempts.testId]).from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.testId, testIds), isNull(examAttempts.submittedAt)))
      .orderBy(asc(examAttempts.testId), desc(examAttempts.startedAt), desc(examAttempts.id)),
    db.select({
      testId: examAttempts.testId,
      submittedCount: sql<number>`count(*)::int`,
      bestBand: sql<number | null>`max(${examAttempts.band}) filter (where ${examAttempts.mode} = 'full')`,
      bestScaledScore: sql<number | null>`max((${examAttempts.result}->>'scaledScore')::int) filter (where ${examAttempts.mode} = 'full')`,
      // Whole percentages, as ResultSummary.percent rounds them.
      bestPercent: sql<number | null>`(max(round(${examAttempts.rawScore} * 100.0 / nullif((${examAttempts.result}->>'maxScore')::int, 0))) filter (where ${examAttempts.mode} = 'full'))::int`,
    })
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.testId, testIds), sql`${examAttempts.submittedAt} is not null`))
      .groupBy(examAttempts.testId),
  ]);

  const rows = tests.map(({ test, lessonName }): OnlineTestListItem => {
    const open = openAttempts.find((attempt) => attempt.testId === test.id);
    const done = submitted.find((row) => row.testId === test.id);
    return {
      id: test.id,
      name: test.name,
      skill: test.skill,
      lessonId: test.lessonId,
      lessonName,
      durationSeconds: test.durationSeconds,
      questionCount: questionCounts.find((row) => row.testId === test.id)?.value ?? 0,
      kind: test.kind,
      edition: (test.edition as OnlineTestListItem['edition']) ?? null,
      sections: sections.filter((section) => section.testId === test.id).map(({ id, title, part }) => ({ id, title, part })),
      inProgressAttempt: open ? toAttemptSummary(open) : null,
      bestBand: done?.bestBand === null || done?.bestBand === undefined ? null : Number(done.bestBand),
      bestScaledScore: done?.bestScaledScore === null || done?.bestScaledScore === undefined ? null : Number(done.bestScaledScore),
      bestPercent: done?.bestPercent === null || done?.bestPercent === undefined ? null : Number(done.bestPercent),
      submittedCount: done?.submittedCount ?? 0,
    };
  });
  return { rows, totalCount: total?.value ?? 0 };
}
