import { ProgressSummarySchema } from '@lexam/contracts';
import { getProgressSummary } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { problems, security } from './online-test-routes';

const tags = ['learner'];

/** The learner's own progress (ours beyond API.md, docs/progress.md): the streak, charts' data and what to continue. */
export default async function progressSummaryRoutes(app: App) {
  app.get(
    '/Progress/getSummary',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in learner's streak, counts, results over time per skill, accuracy by question type and what to continue",
        response: { 200: ProgressSummarySchema, ...problems },
      },
    },
    async (request) => getProgressSummary(app.database.db, principalOf(request).id),
  );
}
