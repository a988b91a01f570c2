import type { ExamKind, TestStatistics } from '@lexam/contracts';
import { and, eq, isNotNull, tables, type Database } from '@lexam/db';
import type { AttemptResult } from '../attempts';
import { loadSectionTree } from '../authoring/test-tree';
import { FLAG_LIMITS, analyseItems, countBands, isItemFlagged } from './item-analysis';

const { examAttempts, examTests } = tables;

/**
 * `IeltsOnlineTest/{id}/details`: each question's facility and discrimination and the test's
 * figures, over submitted full attempts (their stored results, so a later key edit does not rewrite
 * history). Undefined when there is no such test.
 */
export async function getTestStatistics(db: Database, testId: number, kind?: ExamKind): Promise<TestStatistics | undefined> {
  const [test] = await db.select({ id: examTests.id, name: examTests.name, kind: examTests.kind, skill: examTests.skill }).from(examTests).where(eq(examTests.id, testId)).limit(1);
  if (!test || (kind && test.kind !== kind)) return undefined;
  const [tree, attempts] = await Promise.all([
    loadSectionTree(db, testId),
    db
      .select({ rawScore: examAttempts.rawScore, band: examAttempts.band, result: examAttempts.result })
      .from(examAttempts)
      .where(and(eq(examAttempts.testId, testId), eq(examAttempts.mode, 'full'), isNotNull(examAttempts.submittedAt), isNotNull(examAttempts.result))),
  ]);
  // By question number, as the table reads; the tree is in the authors' order.
  const questions = tree.flatMap((section) => section.groups.flatMap((group) => group.questions)).sort((a, b) => a.number - b.number || a.id - b.id);
  const results = attempts.map((attempt) => attempt.result as AttemptResult);
  const analysis = analyseItems({
    questionIds: questions.map((question) => question.id),
    attempts: results.map((result) => ({ items: result.questions.map(({ questionId, marks, maxMarks }) => ({ questionId, marks, maxMarks })) })),
  });
  const latest = results.at(-1);
  return {
    testId: test.id,
    testName: test.name,
    skill: test.skill,
    attemptCount: attempts.length,
    meanRawScore: attempts.length > 0 ? attempts.reduce((sum, attempt) => sum + (attempt.rawScore ?? 0), 0) / attempts.length : null,
    maxScore: latest?.maxScore ?? questions.reduce((sum, question) => sum + question.numbers.length, 0),
    bands: countBands(attempts.map((attempt) => attempt.band)),
    minAttemptsForFlags: FLAG_LIMITS.minAttempts,
    questions: questions.map((question, index) => {
      const item = analysis[index]!;
      return {
        questionId: question.id,
        number: question.number,
        numbers: question.numbers,
        type: question.type,
        attemptCount: item.attemptCount,
        facility: item.facility,
        discrimination: item.discrimination,
        isFlagged: isItemFlagged(item),
      };
    }),
  };
}
