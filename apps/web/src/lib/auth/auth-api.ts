import type { AdminLoginResponse, PhysicsLoginResponse, RefreshTokenResponse, UserProfile } from '@lexam/contracts';
import { adminClient, createLearnerClient } from '../api/clients';
import type { HttpResult } from '../api/http-client';
import { problemTitle } from '../api/problem';
import { adminProfileUrl, takeEarlyAdmin } from './early-admin';
import type { SessionCookie } from './startup-check';
import { tokenStore } from './token-store';

/** SPEC.md 5: a call whose answer is an error throws an Error whose message is the answer's title. */
function unwrap<T>(result: HttpResult<T>): T {
  if (!result.ok) throw new Error(problemTitle(result.error));
  return result.data;
}

// Sign-in and profile calls answer 401 for a wrong password or a stale token: that is the caller's to
// handle, not the app-wide "401 → clear storage and sign in again" rule of the shared learner client.
const learnerClient = createLearnerClient();

/** The user fields and session token a social sign-in sends to Auth/social-login. */
export interface SocialSignIn extends SessionCookie {
  email: string;
  name?: string | null;
  image?: string | null;
  provider?: string;
}

/** The calls behind the three sign-ins, the refresh and the profile fetches. */
export const authApi = {
  loginAdmin: async (body: { username: string; password: string }) => unwrap(await adminClient.post<AdminLoginResponse>('/Auth/login', body)),
  loginPhysics: async (body: { email: string; password: string }) => unwrap(await learnerClient.post<PhysicsLoginResponse>('/Auth/loginPhysics', body)),
  loginSocial: async ({ email, name, image, provider, sessionToken }: SocialSignIn) =>
    unwrap(await learnerClient.post<PhysicsLoginResponse>('/Auth/social-login', { email, name, image, provider, sessionToken })),
  refresh: async (refreshToken: string) => unwrap(await learnerClient.post<RefreshTokenResponse>('/Auth/refreshToken', { refreshToken })).data,
  /** The signed-in learner (the learner API knows who from the token). */
  fetchLearner: async () => unwrap(await learnerClient.get<UserProfile>('/User/getOne')),
  /** An admin's profile: the one the dashboard's inline script fetched while the code loaded, else the server's. */
  fetchAdmin: async (id: number) => {
    const early = await takeEarlyAdmin(adminProfileUrl(adminClient.baseUrl, id), tokenStore.adminToken());
    return early ?? unwrap(await adminClient.get<UserProfile>(`/User/getOne/${id}`));
  },
};
