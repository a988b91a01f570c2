// The exam scenarios: many learners fetching the test, the exam-start spike, autosave and the
// submit burst, each with its own learners (bench/src/data/bulk.ts) so that no two interfere.
import { responseFor } from '../data/bulk';
import type { Learner } from '../data/prepare';
import { bearer, jsonHeaders, type LoadClient, type LoadRequest, type PlanContext, type Scenario, type ScenarioPlan } from '../scenario';
import { expectJson } from './http';

const base = '/api/learner/OnlineIeltsTest';
const routes = {
  start: `${base}/startOnlineIeltsTest`,
  getAttempt: `${base}/getAttempt`,
  save: `${base}/saveAnswers`,
  submit: `${base}/submitOnlineIeltsTest`,
};
const NEEDS_DATA = { skip: 'needs the learners and attempts the bench writes into a database it prepares (not with --url)' };

/** Spike: learners per second; autosave: the seconds between two saves of one learner. */
export const SPIKE_LEARNERS_PER_SECOND = 100;
export const SAVE_EVERY_SECONDS = 5;

/** The n-th save of the autosave scenario: which learner, with which clientSeq, answering which question. */
export function autosaveStep(counter: number, learnerCount: number, questionCount: number): { learner: number; clientSeq: number; question: number } {
  const learner = counter % learnerCount;
  const clientSeq = Math.floor(counter / learnerCount);
  return { learner, clientSeq, question: (clientSeq + learner) % questionCount };
}

const getAttemptPath = (attemptId: number) => `${routes.getAttempt}?attemptId=${attemptId}`;

export const testFetch: Scenario = {
  name: 'test-fetch',
  description: 'The full IELTS reading test (the biggest learner payload) fetched by 200 learners at once, each its own learner and attempt (closed loop).',
  method: 'GET',
  path: `${routes.getAttempt}?attemptId=…`,
  budgetKey: 'testFetch',
  needsData: true,
  async plan({ baseUrl, data, duration, connections }: PlanContext): Promise<ScenarioPlan | { skip: string }> {
    if (!data) return NEEDS_DATA;
    const learners = data.learners.fetch;
    const first = learners[0]!;
    const body = await expectJson<unknown>(baseUrl, 'GET', getAttemptPath(first.attemptId!), 200, { headers: bearer(first.token) });
    let next = 0;
    return {
      load: {
        connections: connections ?? learners.length,
        duration: duration ?? 10,
        maxRequests: 200_000,
        warmup: true,
        requests: [{ method: 'GET', path: getAttemptPath(first.attemptId!), headers: bearer(first.token) }],
        // Each connection is one learner reading its own attempt.
        setupClient: (client: LoadClient) => {
          const learner = learners[next++ % learners.length]!;
          client.setRequests([{ method: 'GET', path: getAttemptPath(learner.attemptId!), headers: bearer(learner.token) }]);
        },
      },
      captures: [{ key: 'test-fetch', method: 'GET', route: routes.getAttempt, statusCode: 200, body }],
    };
  },
};

export const startSpike: Scenario = {
  name: 'start-spike',
  description: `1,000 learners starting the same test within 10 s (open loop, ${SPIKE_LEARNERS_PER_SECOND} learners/s, each once): start, then the getAttempt that opens the exam screen.`,
  method: 'POST',
  path: routes.start,
  budgetKey: 'startSpike',
  needsData: true,
  async plan({ baseUrl, data, duration }: PlanContext): Promise<ScenarioPlan | { skip: string }> {
    if (!data) return NEEDS_DATA;
    const seconds = Math.min(duration ?? 10, 10);
    // Whole seconds: every connection then makes whole start + getAttempt pairs.
    const learners = data.learners.start.slice(0, SPIKE_LEARNERS_PER_SECOND * Math.max(1, Math.round(seconds)));
    const testId = data.bulk.testId;
    // The baseline's answers: a spare learner's start and screen.
    const spare = data.learners.spare[0]!;
    const started = await expectJson<{ id: number }>(baseUrl, 'POST', routes.start, 201, { headers: bearer(spare.token), body: { testId } });
    const screen = await expectJson<unknown>(baseUrl, 'GET', getAttemptPath(started.id), 200, { headers: bearer(spare.token) });
    let next = 0;
    const requests: LoadRequest[] = [
      {
        method: 'POST',
        path: routes.start,
        setupRequest: (request, context) => {
          const learner = learners[next++ % learners.length]!;
          context.token = learner.token;
          return { ...request, headers: jsonHeaders(learner.token), body: JSON.stringify({ testId }) };
        },
        onResponse: (status, body, context) => {
          if (status === 201) context.attemptId = (JSON.parse(body) as { id: number }).id;
        },
      },
      {
        method: 'GET',
        path: routes.getAttempt,
        setupRequest: (request, context) => (context.attemptId ? { ...request, path: getAttemptPath(context.attemptId as number), headers: bearer(context.token as string) } : null),
      },
    ];
    return {
      load: { connections: 100, duration: seconds, amount: learners.length * 2, overallRate: SPIKE_LEARNERS_PER_SECOND * 2, maxRequests: learners.length * 2, warmup: false, requests },
      captures: [
        { key: 'start-spike-start', method: 'POST', route: routes.start, statusCode: 201, body: started },
        { key: 'start-spike-screen', method: 'GET', route: routes.getAttempt, statusCode: 200, body: screen },
      ],
    };
  },
};

export const autosave: Scenario = {
  name: 'autosave',
  description: `1,000 learners with a started attempt, each saving one answer every ${SAVE_EVERY_SECONDS} s (open loop, 200 saves/s, a one-step batch with the learner's next clientSeq).`,
  method: 'POST',
  path: routes.save,
  budgetKey: 'autosave',
  needsData: true,
  async plan({ baseUrl, data, duration }: PlanContext): Promise<ScenarioPlan | { skip: string }> {
    if (!data) return NEEDS_DATA;
    const learners: Learner[] = data.learners.save;
    const questions = data.bulk.questions;
    const rate = Math.round(learners.length / SAVE_EVERY_SECONDS);
    const seconds = duration ?? 30;
    const spare = data.learners.spare[1]!;
    const saved = await expectJson<unknown>(baseUrl, 'POST', routes.save, 200, {
      headers: bearer(spare.token),
      body: { attemptId: spare.attemptId, steps: [{ clientSeq: 0, questionId: questions[0]!.id, response: responseFor(questions[0]!) }] },
    });
    let counter = 0;
    const requests: LoadRequest[] = [{
      method: 'POST',
      path: routes.save,
      setupRequest: (request) => {
        const step = autosaveStep(counter++, learners.length, questions.length);
        const learner = learners[step.learner]!;
        const question = questions[step.question]!;
        const body = { attemptId: learner.attemptId, steps: [{ clientSeq: step.clientSeq, questionId: question.id, response: responseFor(question, step.clientSeq) }] };
        return { ...request, headers: jsonHeaders(learner.token), body: JSON.stringify(body) };
      },
    }];
    return {
      // A count, not a time: autocannon then waits for every answer, so a save still in flight at the end is not lost from the numbers.
      load: { connections: 100, duration: seconds, amount: rate * seconds, overallRate: rate, maxRequests: rate * seconds, warmup: false, requests },
      captures: [{ key: 'autosave', method: 'POST', route: routes.save, statusCode: 200, body: saved }],
    };
  },
};

/** The early finishers' submits, five at a time; each must answer 200. */
async function submitEarlyFinishers(baseUrl: string, learners: Learner[]): Promise<void> {
  for (let index = 0; index < learners.length; index += 5) {
    await Promise.all(learners.slice(index, index + 5).map((learner) => expectJson<unknown>(baseUrl, 'POST', routes.submit, 200, { headers: bearer(learner.token), body: { attemptId: learner.attemptId } })));
  }
}

export const submitBurst: Scenario = {
  name: 'submit-burst',
  description: '500 attempts, each with every question answered beforehand, submitted in the same second (500 connections, one submit each) after 50 early finishers (not measured); every answer must carry a score.',
  method: 'POST',
  path: routes.submit,
  budgetKey: 'submitBurst',
  needsData: true,
  async plan({ baseUrl, data }: PlanContext): Promise<ScenarioPlan | { skip: string }> {
    if (!data) return NEEDS_DATA;
    const learners = data.learners.submit;
    const spare = data.learners.spare[2]!;
    const result = await expectJson<unknown>(baseUrl, 'POST', routes.submit, 200, { headers: bearer(spare.token), body: { attemptId: spare.attemptId } });
    // As in a real exam, a few learners finish early, a few at a time, before the bell brings the
    // rest at once: the server has graded some submits before the burst, as it would have.
    await submitEarlyFinishers(baseUrl, data.learners.early);
    let next = 0;
    let scored = 0;
    let unscored = 0;
    const requests: LoadRequest[] = [{
      method: 'POST',
      path: routes.submit,
      setupRequest: (request) => {
        const learner = learners[next++ % learners.length]!;
        return { ...request, headers: jsonHeaders(learner.token), body: JSON.stringify({ attemptId: learner.attemptId }) };
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        const answer = JSON.parse(body) as { rawScore?: unknown; maxScore?: unknown };
        if (typeof answer.rawScore === 'number' && typeof answer.maxScore === 'number' && answer.maxScore > 0) scored++;
        else unscored++;
      },
    }];
    return {
      load: { connections: learners.length, duration: 30, amount: learners.length, maxRequests: learners.length, warmup: false, requests },
      captures: [{ key: 'submit-burst', method: 'POST', route: routes.submit, statusCode: 200, body: result }],
      verify: () => ({ failures: unscored, note: `${scored} of ${learners.length} submits answered a scored result${unscored ? `; ${unscored} answered 200 without a score` : ''}` }),
    };
  },
};
