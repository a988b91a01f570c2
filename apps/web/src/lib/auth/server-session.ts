import { cookies } from 'next/headers';
import { isValidToken } from './jwt';
import { LEARNER_COOKIE, SIGNED_IN_COOKIE, isSignedInHint } from './learner-cookie';

/**
 * On the server: the learner's access token from its cookie mirror (learner-cookie.ts), when it has
 * not expired; null otherwise. Its signature is not checked here: the token only goes to the API,
 * which checks it, and a page renders a learner's data only from the API's answer.
 */
export async function serverLearnerToken(): Promise<string | null> {
  const token = (await cookies()).get(LEARNER_COOKIE)?.value ?? null;
  return isValidToken(token) ? token : null;
}

/**
 * On the server, anywhere on the site: whether the browser says a learner is signed in (the token's
 * expiry in a site-wide cookie, learner-cookie.ts). Only decides which buttons to draw (Continue or
 * Sign in); nothing is read with it.
 */
export async function serverLearnerSignedIn(): Promise<boolean> {
  const cookieStore = await cookies();
  return isSignedInHint(cookieStore.get(SIGNED_IN_COOKIE)?.value) || isValidToken(cookieStore.get(LEARNER_COOKIE)?.value ?? null);
}
