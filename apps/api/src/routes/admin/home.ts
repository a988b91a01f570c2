import { z } from 'zod';
import { AdminResultListQuerySchema, AdminResultRowSchema, HomeSummaryQuerySchema, HomeSummarySchema, ProblemSchema } from '@lexam/contracts';
import { homeSummary, listAdminResults, seesEveryLearner } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/**
 * The dashboard home's results: learners' submitted attempts. The rows name learners and their
 * e-mails, so the route asks `user.read`; a super admin sees every learner's, a teacher only those of
 * the learners of the classes they teach.
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
    const principal = principalOf(request);
    const { rows, totalCount } = await listAdminResults(app.database.db, request.query, seesEveryLearner(principal) ? {} : { teacherId: principal.id });
    setPagination(reply, { ...request.query, totalCount });
    return rows;
  });

  app.get('/Home/getSummary', {
    // Any admin: what it answers depends on the caller's permissions.
    config: { signedIn: true },
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "The dashboard home: today's activity of the learners the caller may see (a teacher: their classes' learners) and what waits (draft tests, unconfirmed accounts), by the caller's permissions",
      querystring: HomeSummaryQuerySchema,
      response: { 200: HomeSummarySchema, ...problems },
    },
  }, async (request) => homeSummary(app.database.db, principalOf(request), request.query));
}
