import { ActivityQuerySchema, ActivityRowSchema, ProblemSchema } from '@lexam/contracts';
import { z } from 'zod';
import { listOwnActivity } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

/** Ours: the learner's own activity of every kind, newest first (what /page/results lists). */
export default async function activityRoutes(app: App) {
  app.get('/Progress/getActivity', {
    schema: {
      tags: ['learner'],
      security: [{ bearer: [] }],
      summary: "The learner's own activity of every kind (tests, reading, flashcards, writing, speaking, videos), newest first: filter by activity, skill and dates, page",
      querystring: ActivityQuerySchema,
      response: { 200: z.array(ActivityRowSchema), 400: ProblemSchema, 401: ProblemSchema },
    },
  }, async (request, reply) => {
    const { rows, totalCount } = await listOwnActivity(app.database.db, principalOf(request).id, request.query);
    setPagination(reply, { ...request.query, totalCount });
    return rows;
  });
}
