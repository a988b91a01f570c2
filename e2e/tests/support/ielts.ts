import type { APIRequestContext } from '@playwright/test';

/** A learner API call with a bearer token; throws with the server's answer when it is not 2xx. */
export async function learnerCall<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await request[method](`/api/learner/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Question {
  id: number;
  numbers: number[];
  type: string;
  content: Record<string, unknown>;
}

interface AttemptState {
  attempt: { id: number };
  test: { sections: { groups: { questions: Question[] }[] }[] };
}

/** The part ids of a question in order: part `i` is numbered `numbers[i]`. */
function partIds(question: Question): string[] {
  const content = question.content as { statements?: { id: string }[]; items?: { id: string }[]; questions?: { id: string }[]; blanks?: { id: string }[]; body?: string };
  if (content.body) return [...content.body.matchAll(/\[\[\s*([^\]\s]+)\s*\]\]/g)].map((match) => match[1] ?? '');
  return (content.statements ?? content.items ?? content.questions ?? content.blanks ?? []).map((part) => part.id);
}

/**
 * A response for a question from answers by question number (`{ 7: 'one hour' }`); null when the
 * item has none of them. Multiple choice takes a letter, or an array of letters for "Choose TWO".
 */
export function responseFor(question: Question, answers: Record<number, string | string[]>): unknown {
  const given = question.numbers.filter((number) => answers[number] !== undefined);
  if (given.length === 0) return null;
  if (question.type === 'multiple-choice-one') return { choice: answers[question.numbers[0]!] };
  if (question.type === 'multiple-choice-many') return { choices: answers[question.numbers[0]!] };
  const ids = partIds(question);
  const byPart = Object.fromEntries(question.numbers.flatMap((number, index) => (answers[number] !== undefined && ids[index] ? [[ids[index], String(answers[number])]] : [])));
  return question.type === 'completion' || question.type === 'labelling' ? { blanks: byPart } : { answers: byPart };
}

/**
 * Takes a published test through the learner API: start, save the given answers (one step per
 * question), submit. Returns the result id (the attempt's id).
 */
export async function takeTestByApi({ request, token, testId, answers }: { request: APIRequestContext; token: string; testId: number; answers: Record<number, string | string[]> }): Promise<number> {
  const attempt = await learnerCall<{ id: number }>(request, token, 'post', 'OnlineIeltsTest/startOnlineIeltsTest', { testId, mode: 'full' });
  const state = await learnerCall<AttemptState>(request, token, 'get', `OnlineIeltsTest/getAttempt?attemptId=${attempt.id}`);
  const questions = state.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
  const steps = questions.flatMap((question) => {
    const response = responseFor(question, answers);
    return response === null ? [] : [{ questionId: question.id, response }];
  }).map((step, clientSeq) => ({ ...step, clientSeq }));
  if (steps.length) await learnerCall(request, token, 'post', 'OnlineIeltsTest/saveAnswers', { attemptId: attempt.id, steps });
  await learnerCall(request, token, 'post', 'OnlineIeltsTest/submitOnlineIeltsTest', { attemptId: attempt.id });
  return attempt.id;
}

/** Answers to the demo reading test: some right, some wrong (1, 8, 15, one of 19–20), the rest skipped. */
export const DEMO_READING_ANSWERS: Record<number, string | string[]> = {
  1: 'true', // wrong: the companies gave bicycles to their staff (FALSE)
  2: 'true',
  4: 'false',
  7: 'one hour',
  8: 'repair', // wrong: maintain
  10: '100 kg',
  11: 'numbered armband',
  14: 'ii',
  15: 'iii', // wrong: iv
  19: ['A', 'B'], // A right, B wrong
  24: 'B',
  31: 'yes',
  36: 'A',
};
