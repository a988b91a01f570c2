import { ProblemSchema, UserProfileSchema } from '@lexam/contracts';
import { getUserProfile, notFound } from '@lexam/core';
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
}
