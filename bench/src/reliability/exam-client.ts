// The learner calls of an IELTS attempt, as the exam screen makes them.
import { sendJson, type Transport } from './transport';

const base = '/api/learner/OnlineIeltsTest';

export interface SaveStep {
  clientSeq: number;
  questionId: number;
  response: unknown;
}

export interface AttemptAnswers {
  answers: Array<{ questionId: number; response: unknown }>;
  lastClientSeq: number;
  questionIds: number[];
}

/** The published demo IELTS tests (reading and listening), as the learner list answers them. */
export async function demoTestIds(transport: Transport, token: string): Promise<number[]> {
  const ids: number[] = [];
  for (const skill of ['reading', 'listening']) {
    const listed = await sendJson<Array<{ id: number }>>(transport, { method: 'GET', url: `${base}/getOnlineIeltsTest?skill=${skill}`, token });
    if (listed.status !== 200 || !Array.isArray(listed.body) || listed.body.length === 0) throw new Error(`no published ${skill} test (HTTP ${listed.status})`);
    ids.push(listed.body[0]!.id);
  }
  return ids;
}

/** Starts a full attempt; answers its id. */
export async function startAttempt(transport: Transport, { token, testId }: { token: string; testId: number }): Promise<number> {
  const started = await sendJson<{ id: number }>(transport, { method: 'POST', url: `${base}/startOnlineIeltsTest`, token, body: { testId } });
  if (started.status !== 201) throw new Error(`startOnlineIeltsTest answered ${started.status}: ${JSON.stringify(started.body)}`);
  return started.body.id;
}

/** Opens an attempt: its saved answers, the last clientSeq and the ids of its questions. */
export async function getAttempt(transport: Transport, { token, attemptId }: { token: string; attemptId: number }): Promise<AttemptAnswers> {
  const opened = await sendJson<{ answers: AttemptAnswers['answers']; lastClientSeq: number; test: { sections: Array<{ groups: Array<{ questions: Array<{ id: number }> }> }> } }>(transport, {
    method: 'GET',
    url: `${base}/getAttempt?attemptId=${attemptId}`,
    token,
  });
  if (opened.status !== 200) throw new Error(`getAttempt ${attemptId} answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  const questionIds = opened.body.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => question.id)));
  return { answers: opened.body.answers, lastClientSeq: opened.body.lastClientSeq, questionIds };
}

/** One flush of the save queue: the HTTP status (0 when no answer came: connection refused or reset) and the clientSeqs a 200 names as stored. */
export async function saveAnswers(transport: Transport, { token, attemptId, steps }: { token: string; attemptId: number; steps: SaveStep[] }): Promise<{ status: number; savedSeqs: number[] }> {
  try {
    const answer = await sendJson<{ saved?: Array<{ clientSeq: number }> }>(transport, { method: 'POST', url: `${base}/saveAnswers`, token, body: { attemptId, steps } });
    const savedSeqs = answer.status === 200 && Array.isArray(answer.body?.saved) ? answer.body.saved.map((entry) => entry.clientSeq) : [];
    return { status: answer.status, savedSeqs };
  } catch {
    return { status: 0, savedSeqs: [] };
  }
}

/** Runs `work` over the items with at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
}
