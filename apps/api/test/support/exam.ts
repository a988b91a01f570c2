import { demoReadingTest, tables, type Database } from '@lexam/db';
import { parseAcceptedAnswer } from '@lexam/core';
import type { AttemptState, LearnerQuestion } from '@lexam/contracts';
import type { App } from '../../src/types';

type Key = { correct?: string | string[]; answers?: Record<string, string | string[]> };

/** The shortest written-out form of an accepted answer (within any word limit; a letter stays a letter). */
const firstVariant = (accepted: string | string[]) => [...parseAcceptedAnswer(accepted).variants].sort((a, b) => a.split(' ').length - b.split(' ').length)[0]!;

/** The right response to a question, built from its key: what a learner who knows every answer sends. */
export function correctResponse(type: string, key: unknown): unknown {
  const { correct, answers = {} } = key as Key;
  switch (type) {
    case 'multiple-choice-one':
    case 'audio-choice':
    case 'error-identification':
      return { choice: correct };
    case 'multiple-choice-many':
      return { choices: correct };
    case 'true-false-not-given':
    case 'yes-no-not-given':
    case 'matching':
      return { answers };
    case 'short-answer':
    case 'sentence-transformation':
      return { answers: Object.fromEntries(Object.entries(answers).map(([id, accepted]) => [id, firstVariant(accepted)])) };
    case 'completion':
    case 'labelling':
      return { blanks: Object.fromEntries(Object.entries(answers).map(([id, accepted]) => [id, firstVariant(accepted)])) };
    default:
      throw new Error(`No right response for ${type}.`);
  }
}

/** The demo reading test's keys by first question number. */
export const demoReadingKeys = new Map(demoReadingTest.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.map((question) => [question.number, question] as const))));

/** Every question of an attempt's learner test, in order. */
export const questionsOf = (state: AttemptState): LearnerQuestion[] => state.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));

/** The id of the published demo test of a skill, as the seed made it. */
export async function demoTestId(db: Database, skill: 'reading' | 'listening'): Promise<number> {
  const rows = await db.select({ id: tables.examTests.id, skill: tables.examTests.skill }).from(tables.examTests);
  return rows.find((row) => row.skill === skill)!.id;
}

/** A bearer header for a learner signed in by e-mail and password. */
export async function learnerHeaders(app: App, email = 'learner@example.com', password = 'Learner@123'): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

/** A bearer header for an admin signed in by username and password (the demo admin by default). */
export async function adminHeaders(app: App, username = 'admin', password = 'Admin@123'): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

/** A second site user with its own token, minted by the app's token service. */
export async function otherLearnerHeaders(app: App, email: string): Promise<{ authorization: string }> {
  const [user] = await app.database.db.insert(tables.users).values({ kind: 'site', email, fullName: email, emailVerifiedAt: new Date() }).returning({ id: tables.users.id });
  const token = await app.auth.tokens.signAccessToken({ userId: user!.id, kind: 'site', roles: ['learner'] });
  return { authorization: `Bearer ${token}` };
}
