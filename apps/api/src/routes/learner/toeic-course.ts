import { ToeicCheckBodySchema, ToeicCheckSchema, ToeicLessonQuerySchema, ToeicLessonSchema } from '@lexam/contracts';
import { checkToeicAnswer, getToeicLesson } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { problems, security, tags } from './online-test-routes';

/**
 * The TOEIC course's lesson and its practice (not in API.md; the course's structure is answered by
 * `CourseToeicTest/getCourseToeicTest`, in online-toeic-test.ts): read one part's lesson, check one
 * practice answer with the exam engine (the learner's latest verdict per question is kept).
 */
export default async function toeicCourseRoutes(app: App) {
  const db = () => app.database.db;

  app.get(
    '/ToeicCourse/getLesson',
    { schema: { tags, summary: 'Not in API.md: one published TOEIC course lesson (strategy, example, practice questions without their keys) with the learner’s progress', security, querystring: ToeicLessonQuerySchema, response: { 200: ToeicLessonSchema, ...problems } } },
    async (request) => getToeicLesson({ db: db() }, { userId: principalOf(request).id, lessonId: request.query.id }),
  );

  app.post(
    '/ToeicCourse/checkAnswer',
    {
      // It writes no exam attempt, so the kept attempt states stay (see app.ts).
      config: { writesOwnAttemptsOnly: true },
      schema: { tags, summary: 'Not in API.md: grades one practice answer with the exam engine; answers right or wrong, the correct answer, the explanation, and the lesson’s progress', security, body: ToeicCheckBodySchema, response: { 200: ToeicCheckSchema, ...problems } },
    },
    async (request) => checkToeicAnswer({ db: db() }, { userId: principalOf(request).id, lessonId: request.body.lessonId, index: request.body.index, response: request.body.response }),
  );
}
