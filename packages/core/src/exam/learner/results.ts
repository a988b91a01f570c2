import type { ExamKind, ResultByPart, ResultByType, ResultDetail, ResultListQuery, ResultQuestion, ResultSummary } from '@lexam/contracts';
import { and, count, desc, eq, ilike, isNotNull, tables, type Database } from '@lexam/db';
import { notFound } from '../../errors';
import { containsPattern } from '../../common/list-page';
import { pageOffset } from '../../common/sorting';
import { loadOwnAttempt, toAttemptSummary, type AttemptRow } from '../attempts/load-attempt';
import type { AttemptResult, QuestionResult, SubmittedAttempt } from '../attempts/types';
import { assertAttemptKind } from './kind-guard';
import { learnerGroupHead, learnerSectionHead, toLearnerQuestion } from './learner-test';
import { toResultSummary } from './submit-online-test';
import { loadTestTree, type QuestionRow } from './test-tree';

const { examAttempts, examTests } = tables;

function toSubmitted(row: AttemptRow): SubmittedAttempt {
  return { ...toAttemptSummary(row), submittedAt: row.submittedAt!.toISOString(), result: row.result as AttemptResult };
}

/** `OnlineIeltsTest/getListResult` (and the TOEIC and grammar ones, by `kind`): the learner's own submitted attempts, newest first. */
export async function listResults(
  { db }: { db: Database },
  { userId, query, kind }: { userId: number; query: ResultListQuery; kind?: ExamKind },
): Promise<{ rows: ResultSummary[]; totalCount: number }> {
  const where = and(
    eq(examAttempts.userId, userId),
    kind ? eq(examTests.kind, kind) : undefined,
    isNotNull(examAttempts.submittedAt),
    isNotNull(examAttempts.result),
    query.skill ? eq(examTests.skill, query.skill) : undefined,
    query.searchByName ? ilike(examTests.name, containsPattern(query.searchByName)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: examAttempts, name: examTests.name, kind: examTests.kind, skill: examTests.skill })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(where)
      .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(examAttempts).innerJoin(examTests, eq(examTests.id, examAttempts.testId)).where(where),
  ]);
  return { rows: rows.map((row) => toResultSummary(toSubmitted(row.attempt), row)), totalCount: total?.value ?? 0 };
}

/** Reasons that mean nothing readable was given: the part counts as skipped, not wrong. */
const SKIPPED_REASONS = new Set(['unanswered', 'invalid-response', 'empty']);

/**
 * Right, wrong and skipped marks per question type, in the order the types first appear. A part is
 * skipped when it was not answered (or the answer could not be read), wrong when answered and not
 * right; accuracy is right / total.
 */
export function countByType(questions: Array<{ type: string; marks: number; maxMarks: number; response: unknown; parts: ResultQuestion['parts'] }>): ResultByType[] {
  const byType = new Map<string, ResultByType>();
  for (const question of questions) {
    const entry = byType.get(question.type) ?? { type: question.type, right: 0, wrong: 0, skipped: 0, total: 0, accuracy: 0 };
    const skipped = question.parts.length > 0
      ? question.parts.filter((part) => !part.isCorrect && SKIPPED_REASONS.has(part.reason ?? '')).length
      : question.response === null || question.response === undefined ? question.maxMarks - question.marks : 0;
    entry.right += question.marks;
    entry.skipped += skipped;
    entry.wrong += question.maxMarks - question.marks - skipped;
    entry.total += question.maxMarks;
    byType.set(question.type, entry);
  }
  return [...byType.values()].map((entry) => ({ ...entry, accuracy: entry.total === 0 ? 0 : entry.right / entry.total }));
}

/** Right, wrong and skipped marks per TOEIC part, in part order; sections of the same part count together. */
export function countByPart(parts: Array<{ part: number; questions: Parameters<typeof countByType>[0] }>): ResultByPart[] {
  const byPart = new Map<number, Parameters<typeof countByType>[0]>();
  for (const { part, questions } of parts) byPart.set(part, [...(byPart.get(part) ?? []), ...questions]);
  return [...byPart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([part, questions]) => {
      const merged = countByType(questions.map((question) => ({ ...question, type: 'part' })))[0];
      return { part, right: merged?.right ?? 0, wrong: merged?.wrong ?? 0, skipped: merged?.skipped ?? 0, total: merged?.total ?? 0, accuracy: merged?.accuracy ?? 0 };
    });
}

function toResultQuestion(question: QuestionRow, graded: QuestionResult): ResultQuestion {
  return {
    ...toLearnerQuestion(question),
    answerKey: question.answerKey,
    response: graded.response ?? null,
    marks: graded.marks,
    maxMarks: graded.maxMarks,
    parts: graded.parts ?? [],
    explanation: question.explanation,
    evidence: question.evidence,
  };
}

/**
 * `OnlineIeltsTest/getDetailResult`: a submitted attempt of the learner's own with the review: the
 * passages, transcripts and audio, and per question the response, the key, the marks and the verdict
 * per part as stored at submission (never regraded), the explanation and the evidence; and the
 * counts per question type. An unsubmitted attempt, or another learner's, answers 404.
 */
export async function getResultDetail({ db }: { db: Database }, { userId, resultId, kind }: { userId: number; resultId: number; kind?: ExamKind }): Promise<ResultDetail> {
  await assertAttemptKind(db, { userId, attemptId: resultId, kind });
  const attempt = await loadOwnAttempt(db, { userId, attemptId: resultId });
  if (!attempt.submittedAt || !attempt.result) throw notFound(`There is no result ${resultId} of yours; an attempt has a result once it is submitted.`);
  const submitted = toSubmitted(attempt);
  const tree = await loadTestTree(db, { testId: attempt.testId, sectionIds: attempt.sectionIds });
  const graded = new Map(submitted.result.questions.map((question) => [question.questionId, question]));

  const sections = tree.sections.map((section) => ({
    ...learnerSectionHead(section),
    transcriptHtml: section.transcriptHtml,
    groups: section.groups.map((group) => ({
      ...learnerGroupHead(group),
      transcriptHtml: group.transcriptHtml,
      // A question added after the submit was not part of this attempt.
      questions: group.questions.flatMap((question) => {
        const result = graded.get(question.id);
        return result ? [toResultQuestion(question, result)] : [];
      }),
    })),
  }));
  const questions = sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
  const byPart = tree.test.kind === 'toeic'
    ? sections.flatMap((section) => (section.part === null ? [] : [{ part: section.part, questions: section.groups.flatMap((group) => group.questions) }]))
    : [];
  return { ...toResultSummary(submitted, tree.test), sections, byType: countByType(questions), byPart: countByPart(byPart) };
}
