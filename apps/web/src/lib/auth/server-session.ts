import { cookies } from 'next/headers';
import { isValidToken } from './jwt';
import { LEARNER_COOKIE } from './learner-cookie';

/**
 * On the server: the learner's access token from its cookie mirror (learner-cookie.ts), when it has
 * not expired; null otherwise. Its signature is not checked here: the token only goes to the API,
 * which checks it, and a page renders a learner's data only from the API's answer.
 */
export async function serverLearnerToken(): Promise<string | null> {
  const token = (await cookies()).get(LEARNER_COOKIE)?.value ?? null;
  return isValidToken(token) ? token : null;
}
