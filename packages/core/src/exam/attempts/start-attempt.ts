import type { ExamKind } from '@lexam/contracts';
import { asc, eq, sql, tables, type Database } from '@lexam/db';
import { DomainError, badRequest, notFound } from '../../errors';
import { toAttemptSummary } from './load-attempt';
import type { AttemptMode, AttemptSummary } from './types';

const { examAttempts, examSections, examTests } = tables;

/**
 * The time a full listening attempt adds to the test's duration to check and transfer answers at the
 * end, as the computer-delivered exam gives (2 minutes). The server's deadline includes it.
 */
export const LISTENING_CHECK_SECONDS = 120;

/** Whether a timed attempt at this test starts its clock with the audio, not at start: TOEIC listening. */
export function clockStartsWithAudio(test: { kind: string; skill: string }): boolean {
  return test.kind === 'toeic' && test.skill === 'listening';
}

/** The longest time limit a practice attempt may ask for (a day); anything longer is a client bug. */
export const MAX_PRACTICE_SECONDS = 24 * 60 * 60;

export interface StartAttemptInput {
  userId: number;
  testId: number;
  mode: AttemptMode;
  /** Practice only: the sections to practise, in the test's order; all of them when absent. */
  sectionIds?: number[];
  /** Practice only: a time limit in seconds; absent means untimed. A full attempt takes the test's duration. */
  timeLimitSeconds?: number;
  /** The exam the caller serves; a test of another kind answers the 404 of a missing one. Any kind when absent. */
  kind?: ExamKind;
}

/**
 * Starts an attempt at a published test. The deadline is computed by the database from its own clock
 * (`now()`), the same clock every later save is checked against, so the browser's clock never counts.
 * A missing and an unpublished test both answer 404, so unpublished tests cannot be discovered. A full
 * IELTS listening attempt's deadline adds `LISTENING_CHECK_SECONDS` to the test's duration; a TOEIC
 * one is paced by its recordings, so its duration is the whole time. A TOEIC practice by part is a
 * practice attempt whose `sectionIds` are the chosen parts. A timed TOEIC listening attempt has no
 * deadline yet: its time limit waits (`clockWaitsSeconds`) for the learner's first play.
 */
export async function startAttempt({ db }: { db: Database }, input: StartAttemptInput): Promise<AttemptSummary> {
  const { userId, testId, mode } = input;
  const [test] = await db.select().from(examTests).where(eq(examTests.id, testId)).limit(1);
  if (!test || !test.isPublished || (input.kind && test.kind !== input.kind)) throw notFound(`There is no test ${testId}.`);

  const sections = await db
    .select({ id: examSections.id })
    .from(examSections)
    .where(eq(examSections.testId, testId))
    .orderBy(asc(examSections.sortOrder), asc(examSections.id));
  if (sections.length === 0) throw new DomainError({ status: 409, title: `Test ${testId} has no sections yet, so it cannot be taken.` });
  const allIds = sections.map((section) => section.id);

  let sectionIds = allIds;
  let seconds: number | null = test.durationSeconds;
  if (mode === 'full') {
    if (input.sectionIds !== undefined) throw badRequest('A full attempt covers every section; choose practice mode to pick sections.', [{ field: 'sectionIds', message: 'Only for practice.' }]);
    if (input.timeLimitSeconds !== undefined) throw badRequest('A full attempt takes the test’s own time limit.', [{ field: 'timeLimitSeconds', message: 'Only for practice.' }]);
    // TOEIC listening is paced by its recordings: its duration already is the whole time.
    if (test.kind === 'ielts' && test.skill === 'listening') seconds += LISTENING_CHECK_SECONDS;
  } else {
    if (input.sectionIds !== undefined) {
      const wanted = new Set(input.sectionIds);
      const unknown = [...wanted].filter((id) => !allIds.includes(id));
      if (unknown.length) throw badRequest(`Sections ${unknown.join(', ')} are not part of test ${testId}.`, [{ field: 'sectionIds', message: 'Unknown section.' }]);
      if (wanted.size === 0) throw badRequest('Choose at least one section to practise.', [{ field: 'sectionIds', message: 'At least one section.' }]);
      sectionIds = allIds.filter((id) => wanted.has(id));
    }
    seconds = input.timeLimitSeconds ?? null;
    if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PRACTICE_SECONDS)) {
      throw badRequest(`A time limit is a whole number of seconds from 1 to ${MAX_PRACTICE_SECONDS}.`, [{ field: 'timeLimitSeconds', message: 'Out of range.' }]);
    }
  }

  // TOEIC listening is paced by its recordings: its clock starts with the first play (startAttemptClock).
  const waitsForPlay = seconds !== null && clockStartsWithAudio(test);
  const [row] = await db
    .insert(examAttempts)
    .values({
      userId,
      testId,
      mode,
      sectionIds,
      // started_at defaults to now(); now() is the transaction's start, so both use one instant.
      deadlineAt: seconds === null || waitsForPlay ? null : sql`now() + make_interval(secs => ${seconds})`,
      clockWaitsSeconds: waitsForPlay ? seconds : null,
    })
    .returning();
  return toAttemptSummary(row!);
}
