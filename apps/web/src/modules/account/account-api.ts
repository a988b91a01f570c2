import type { z } from 'zod';
import { EditMyProfileBodySchema, type UserProfile } from '@lexam/contracts';
import type { HttpClient, HttpResult } from '@web/lib/api';
import { adminApi, learnerApi } from '@web/lib/store/api';

/** The signed-in admin, read by the id of its token (GET User/getOne/{id}). */
export const adminAccountApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    accountAdminProfile: build.query<UserProfile, number>({ query: (userId) => `User/getOne/${userId}` }),
  }),
});

/** The signed-in learner (GET User/getOne: the server knows who from the token). */
export const learnerAccountApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    accountLearnerProfile: build.query<UserProfile, void>({ query: () => 'User/getOne' }),
  }),
});

export const { useAccountAdminProfileQuery } = adminAccountApi;
export const { useAccountLearnerProfileQuery } = learnerAccountApi;

type EditMyProfileBody = z.input<typeof EditMyProfileBodySchema>;

/**
 * A profile edit through one of the two clients, checked by the server's schema before it is sent
 * (an avatar link from the upload, a name from the form); a refused body never leaves the browser.
 */
export function editProfileWith(client: HttpClient, path: string) {
  return async (body: EditMyProfileBody): Promise<HttpResult<UserProfile>> => {
    const parsed = EditMyProfileBodySchema.safeParse(body);
    if (!parsed.success) return { ok: false, status: 0, error: { title: parsed.error.issues[0]?.message } };
    return client.put<UserProfile>(path, parsed.data);
  };
}
