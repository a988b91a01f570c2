import { ProblemSchema, ToeicPracticeItemSchema, ToeicPracticeParamsSchema } from '@lexam/contracts';
import { updateToeicPracticeItem } from '@lexam/core';
import type { App } from '../../types';

const tags = ['admin'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/** The TOEIC course's own admin call beside API.md's `ToeicCourse` verbs (docs/toeic-course.md). */
export default async function toeicCourseAdminRoutes(app: App) {
  const db = app.database.db;

  app.put(
    '/ToeicCourse/:id/practice/:index',
    {
      config: { permission: 'toeic-course.update' },
      schema: {
        tags,
        operationId: 'admin_ToeicCourse_updatePractice',
        summary: 'Not in API.md: replaces one practice question of a TOEIC course lesson (index from 0), checked by the exam engine (400 naming the problem); answers the question saved',
        security,
        params: ToeicPracticeParamsSchema,
        body: ToeicPracticeItemSchema,
        response: { 200: ToeicPracticeItemSchema, ...problems },
      },
    },
    async (request) => updateToeicPracticeItem({ db }, { lessonId: request.params.id, index: request.params.index, item: request.body }),
  );
}
