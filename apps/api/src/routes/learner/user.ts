import { EditMyProfileBodySchema, ProblemSchema, UserProfileSchema } from '@lexam/contracts';
import { getUserProfile, notFound, userService } from '@lexam/core';
import { receiveUpload } from '../../plugins/uploads';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';

/** The learner's User controller: a learner reaches only its own data. */
export default async function learnerUserRoutes(app: App) {
  app.get(
    '/User/getOne',
    {
      schema: {
        tags: ['learner'],
        summary: 'The signed-in learner',
        security: [{ bearer: [] }],
        response: { 200: UserProfileSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => {
      const profile = await getUserProfile({ db: app.database.db, userId: principalOf(request).id });
      if (!profile) throw notFound('This account no longer exists.');
      return profile;
    },
  );

  app.put(
    '/User/editMyProfile',
    { schema: { tags: ['learner'], summary: "Edits the signed-in learner's name, phone and avatar", security: [{ bearer: [] }], body: EditMyProfileBodySchema, response: { 200: UserProfileSchema, 400: ProblemSchema, 401: ProblemSchema } } },
    async (request) => (await userService.editProfile(app.database.db, principalOf(request).id, request.body))!,
  );

  app.post(
    '/User/uploadAvatar',
    { schema: { tags: ['learner'], summary: 'Uploads a new avatar image (multipart field "file") and uses it', consumes: ['multipart/form-data'], security: [{ bearer: [] }], response: { 200: UserProfileSchema, 400: ProblemSchema, 401: ProblemSchema, 413: ProblemSchema } } },
    async (request) => {
      const userId = principalOf(request).id;
      const stored = await receiveUpload(app, request, { accept: ['image'], uploadedBy: userId });
      return (await userService.editProfile(app.database.db, userId, { avatarUrl: stored.url }))!;
    },
  );
}
