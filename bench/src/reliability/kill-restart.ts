// Reliability run 1: learners autosave concurrently through saveAnswers, as the exam screen's queue
// does; the server process is killed with SIGKILL at a random moment mid-run, started again on the
// same data, and every attempt's answers are compared with the saves the server acknowledged.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLearners, createServerDatabase, seedDemoDatabase, tokenMinter } from './database';
import { demoTestIds, eachLimited, getAttempt, saveAnswers, startAttempt, type SaveStep } from './exam-client';
import { startServerProcess } from './server-process';
import { httpTransport, type Transport } from './transport';

export interface KillRestartOptions {
  /** Simulated learners, one attempt each (full: 200). */
  learners: number;
  /** Save flushes each learner makes at most (the kill comes before they are all done). */
  rounds: number;
  /** A PostgreSQL connection string to create the run's database on; PGlite when absent. */
  adminUrl?: string;
  log?: (line: string) => void;
}

export interface KillRestartCounts {
  attempts: number;
  /** Steps sent in a request (acknowledged, refused or in flight at the kill). */
  sent: number;
  /** Steps the server answered 200 for, naming their clientSeq. */
  acknowledged: number;
  /** Answers whose last acknowledged save is missing after the restart (must be 0). */
  lost: number;
  /** Questions whose latest acknowledged answer was checked after the restart. */
  answersChecked: number;
  /** Steps in requests that got no answer because of the kill (they may or may not be stored). */
  inFlightAtKill: number;
  /** Saves answered with another status than 200 before the kill (should be 0). */
  refused: number;
  /** Acknowledged steps when the kill came. */
  killedAfter: number;
}

interface Learner {
  token: string;
  attemptId: number;
  questionIds: number[];
  nextSeq: number;
  pending: SaveStep[];
  /** Every step sent, by clientSeq, and whether the server acknowledged it. */
  sent: Map<number, { step: SaveStep; isAcknowledged: boolean }>;
}

/**
 * A response every question type's response schema accepts (each reads its own field and ignores the
 * others), carrying a probe unique per step, so the check can tell exactly which save is stored.
 */
const probeResponse = (attemptId: number, clientSeq: number) => ({ choice: 'A', choices: ['A'], answers: {}, blanks: {}, probe: `${attemptId}:${clientSeq}` });
const probeOf = (response: unknown) => (response && typeof response === 'object' ? (response as { probe?: unknown }).probe : undefined);

export async function runKillRestart({ learners: learnerCount, rounds, adminUrl, log = () => {} }: KillRestartOptions): Promise<KillRestartCounts> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexam-rel-kill-'));
  const database = await createServerDatabase({ dataDir, adminUrl });
  const servers: Array<{ stop(graceMs?: number): Promise<void> }> = [];
  try {
    const handle = await database.open();
    let userIds: number[];
    try {
      await handle.migrate();
      await seedDemoDatabase(handle.db, path.join(dataDir, 'uploads'));
      userIds = await createLearners(handle.db, { count: learnerCount, prefix: `kill-${randomBytes(3).toString('hex')}` });
    } finally {
      await handle.close();
    }
    const secret = randomBytes(32).toString('hex');
    const mint = tokenMinter(secret);
    const first = await startServerProcess({ dataDir, databaseUrl: database.databaseUrl, jwtSecret: secret });
    servers.push(first);
    let transport: Transport = httpTransport(first.baseUrl);
    const tokens = await Promise.all(userIds.map((id) => mint.learner(id)));
    const testIds = await demoTestIds(transport, tokens[0]!);
    const questionsByTest = new Map<number, number[]>();
    const learners: Learner[] = [];
    await eachLimited(tokens, 8, async (token, index) => {
      const testId = testIds[index % testIds.length]!;
      const attemptId = await startAttempt(transport, { token, testId });
      if (!questionsByTest.has(testId)) questionsByTest.set(testId, (await getAttempt(transport, { token, attemptId })).questionIds);
      learners[index] = { token, attemptId, questionIds: [], nextSeq: 0, pending: [], sent: new Map() };
    });
    // Two learners on the same test may both have started before its questions were read: fill in afterwards.
    for (const [index, learner] of learners.entries()) learner.questionIds = questionsByTest.get(testIds[index % testIds.length]!)!;
    log(`kill -9: ${learners.length} attempts started; saving…`);

    // The kill comes once a random share (30–70 %) of the planned saves is acknowledged: mid-run, never at an edge.
    const planned = learnerCount * rounds;
    const killAt = Math.max(1, Math.round((planned * randomInt(30, 71)) / 100));
    let acknowledged = 0;
    let refused = 0;
    let killed = false;
    let killedAfter = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      killedAfter = acknowledged;
      first.child.kill('SIGKILL');
    };

    await Promise.all(
      learners.map(async (learner) => {
        for (let round = 0; round < rounds && !killed; round++) {
          // One to three answer changes, then a flush of the queue, as the exam screen's driver does.
          const changes = randomInt(1, 4);
          for (let change = 0; change < changes; change++) {
            const questionId = learner.questionIds[randomInt(learner.questionIds.length)]!;
            const clientSeq = learner.nextSeq++;
            // An unsent change of the same question is superseded by the new one.
            learner.pending = [...learner.pending.filter((step) => step.questionId !== questionId), { clientSeq, questionId, response: probeResponse(learner.attemptId, clientSeq) }];
          }
          const batch = learner.pending.slice(0, 200);
          for (const step of batch) if (!learner.sent.has(step.clientSeq)) learner.sent.set(step.clientSeq, { step, isAcknowledged: false });
          const { status, savedSeqs } = await saveAnswers(transport, { token: learner.token, attemptId: learner.attemptId, steps: batch });
          if (status === 200) {
            // Only the steps the answer names count as acknowledged; the others stay queued, as in the browser.
            const saved = new Set(savedSeqs);
            for (const step of batch) if (saved.has(step.clientSeq)) learner.sent.get(step.clientSeq)!.isAcknowledged = true;
            learner.pending = learner.pending.filter((step) => !saved.has(step.clientSeq));
            acknowledged += saved.size;
            if (acknowledged >= killAt) kill();
          } else if (status === 0) {
            break;
          } else {
            refused += 1;
            if (refused === 1) log(`kill -9: a save was refused with HTTP ${status}`);
          }
          await new Promise((resolve) => setTimeout(resolve, randomInt(0, 20)));
        }
      }),
    );
    kill();
    await first.exited;
    log(`kill -9: SIGKILL after ${killedAfter} acknowledged steps; restarting on the same data…`);

    const second = await startServerProcess({ dataDir, databaseUrl: database.databaseUrl, jwtSecret: secret });
    servers.push(second);
    transport = httpTransport(second.baseUrl);
    let lost = 0;
    let answersChecked = 0;
    let sent = 0;
    let inFlightAtKill = 0;
    await eachLimited(learners, 8, async (learner) => {
      const state = await getAttempt(transport, { token: learner.token, attemptId: learner.attemptId });
      const stored = new Map(state.answers.map((answer) => [answer.questionId, probeOf(answer.response)]));
      const steps = [...learner.sent.values()];
      sent += steps.length;
      inFlightAtKill += steps.filter((entry) => !entry.isAcknowledged).length;
      const questionIds = new Set(steps.filter((entry) => entry.isAcknowledged).map((entry) => entry.step.questionId));
      for (const questionId of questionIds) {
        const ofQuestion = steps.filter((entry) => entry.step.questionId === questionId).sort((a, b) => a.step.clientSeq - b.step.clientSeq);
        const lastAcknowledged = ofQuestion.filter((entry) => entry.isAcknowledged).at(-1)!;
        // The stored answer is the last acknowledged one, or one sent after it that was in flight at the kill.
        const allowed = new Set(ofQuestion.filter((entry) => entry.step.clientSeq >= lastAcknowledged.step.clientSeq).map((entry) => probeOf(entry.step.response)));
        answersChecked += 1;
        if (!allowed.has(stored.get(questionId))) lost += 1;
      }
      const highestAcknowledged = Math.max(-1, ...steps.filter((entry) => entry.isAcknowledged).map((entry) => entry.step.clientSeq));
      if (state.lastClientSeq < highestAcknowledged) lost += 1;
    });
    await second.stop();
    return { attempts: learners.length, sent, acknowledged, lost, answersChecked, inFlightAtKill, refused, killedAfter };
  } finally {
    for (const server of servers) await server.stop(5_000).catch(() => undefined);
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The run's one-line summary. */
export const formatKillRestart = (counts: KillRestartCounts) =>
  `kill -9: ${counts.attempts} attempts, ${counts.acknowledged} acknowledged, ${counts.lost} lost (${counts.answersChecked} answers checked, ${counts.inFlightAtKill} steps in flight at the kill, ${counts.refused} refused, killed after ${counts.killedAfter})`;
