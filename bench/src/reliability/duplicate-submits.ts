// Reliability run 2: ten identical submits of each attempt at once (a double click, a retry, a
// second tab): every answer must be the same result, the database must hold one submission per
// attempt, and nothing may answer 5xx.
import { randomInt } from 'node:crypto';
import { demoTestIds, eachLimited, getAttempt, saveAnswers, startAttempt } from './exam-client';
import { sendJson, type Transport } from './transport';

export interface DuplicateSubmitsOptions {
  transport: Transport;
  /** One learner per attempt (full: 200 or more). */
  learnerTokens: string[];
  /** Identical submits per attempt, all in flight together. */
  parallel?: number;
  /** Reads the stored attempts once the submits are answered (on PGlite behind a server process: after it stopped). */
  countSubmissions(attemptIds: number[]): Promise<Map<number, { rows: number; submitted: number }>>;
  /** Runs between the submits and the count (e.g. stops the server process). */
  beforeCount?: () => Promise<void>;
}

export interface DuplicateSubmitsCounts {
  attempts: number;
  submits: number;
  /** Answers with a 5xx status or none at all (must be 0). */
  serverErrors: number;
  /** Answers with another status than 200 (should be 0: a later submit answers the stored result). */
  notOk: number;
  /** Attempts whose answers disagree on the result (id, score, band, submittedAt) (must be 0). */
  inconsistent: number;
  /** Attempts without exactly one submitted row in the database (must be 0). */
  wrongRowCount: number;
}

interface Summary {
  id?: number;
  rawScore?: number;
  band?: number | null;
  scaledScore?: number | null;
  submittedAt?: string;
}

export async function runDuplicateSubmits({ transport, learnerTokens, parallel = 10, countSubmissions, beforeCount }: DuplicateSubmitsOptions): Promise<DuplicateSubmitsCounts> {
  const [testId] = await demoTestIds(transport, learnerTokens[0]!);
  const attempts: Array<{ token: string; attemptId: number }> = [];
  // Each attempt gets a few answers first, so that grading has something to score.
  await eachLimited(learnerTokens, 8, async (token) => {
    const attemptId = await startAttempt(transport, { token, testId: testId! });
    const { questionIds } = await getAttempt(transport, { token, attemptId });
    const steps = questionIds.slice(0, randomInt(1, Math.min(10, questionIds.length) + 1)).map((questionId, clientSeq) => ({ clientSeq, questionId, response: { choice: 'A', choices: ['A'], answers: { a: 'water' }, blanks: { a: 'water' } } }));
    const saved = await saveAnswers(transport, { token, attemptId, steps });
    if (saved.status !== 200) throw new Error(`saving the answers of attempt ${attemptId} answered ${saved.status}`);
    attempts.push({ token, attemptId });
  });

  let serverErrors = 0;
  let notOk = 0;
  let inconsistent = 0;
  const url = '/api/learner/OnlineIeltsTest/submitOnlineIeltsTest';
  await Promise.all(
    attempts.map(async ({ token, attemptId }) => {
      const answers = await Promise.all(
        Array.from({ length: parallel }, () => sendJson<Summary>(transport, { method: 'POST', url, token, body: { attemptId } }).catch(() => ({ status: 0, body: {} as Summary }))),
      );
      serverErrors += answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
      notOk += answers.filter((answer) => answer.status !== 200).length;
      const results = new Set(answers.filter((answer) => answer.status === 200).map(({ body }) => JSON.stringify([body.id, body.rawScore, body.band, body.scaledScore, body.submittedAt])));
      if (results.size !== 1 || !answers.some((answer) => answer.status === 200 && answer.body.id === attemptId)) inconsistent += 1;
    }),
  );

  await beforeCount?.();
  const counts = await countSubmissions(attempts.map((attempt) => attempt.attemptId));
  const wrongRowCount = [...counts.values()].filter((entry) => entry.rows !== 1 || entry.submitted !== 1).length;
  return { attempts: attempts.length, submits: attempts.length * parallel, serverErrors, notOk, inconsistent, wrongRowCount };
}

/** The run's one-line summary. */
export const formatDuplicateSubmits = (counts: DuplicateSubmitsCounts) =>
  `duplicate submits: ${counts.attempts} attempts × ${counts.submits / Math.max(1, counts.attempts)} submits, ${counts.serverErrors} 5xx, ${counts.notOk} not 200, ${counts.inconsistent} with differing results, ${counts.wrongRowCount} without exactly one submission`;
