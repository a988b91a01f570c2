import { IdParamsSchema, ProblemSchema, UserProfileSchema } from '@lexam/contracts';
import { getUserProfile, notFound } from '@lexam/core';
import type { App } from '../../types';

/** The admin's User controller. */
export default async function adminUserRoutes(app: App) {
  app.get(
    '/User/getOne/:id',
    {
      config: { permission: 'user.read' },
      schema: {
        tags: ['admin'],
        summary: 'One user, admin or learner',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: UserProfileSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => {
      const profile = await getUserProfile({ db: app.database.db, userId: request.params.id });
      if (!profile) throw notFound(`There is no user ${request.params.id}.`);
      return profile;
    },
  );
}
