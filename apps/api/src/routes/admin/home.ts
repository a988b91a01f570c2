import { z } from 'zod';
import { AdminResultListQuerySchema, AdminResultRowSchema, ProblemSchema } from '@lexam/contracts';
import { listAdminResults } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/**
 * The dashboard home's results: every learner's submitted attempts. The rows name learners and
 * their e-mails, so the route asks `user.read` (super admins and teachers; not content editors).
 */
export default async function homeRoutes(app: App) {
  app.get('/Home/GetHistoryLearningOfStudent', {
    config: { permission: 'user.read' },
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "Learners' submitted attempts: search by learner or test, filter by dates, learner, test, kind, skill or mode, sort, page",
      querystring: AdminResultListQuerySchema,
      response: { 200: z.array(AdminResultRowSchema), ...problems },
    },
  }, async (request, reply) => {
    const { rows, totalCount } = await listAdminResults(app.database.db, request.query);
    setPagination(reply, { ...request.query, totalCount });
    return rows;
  });
}
