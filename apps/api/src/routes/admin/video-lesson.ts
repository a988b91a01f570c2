import { z } from 'zod';
import { ProblemSchema, VideoLessonStatSchema, VideoLessonStatsQuerySchema } from '@lexam/contracts';
import { listVideoLessonStats } from '@lexam/core';
import type { App } from '../../types';

/** Video/getVideoLessonStats: how a course's videos are watched (the video lesson screen; our own call). */
export default async function videoLessonRoutes(app: App) {
  app.get(
    '/Video/getVideoLessonStats',
    {
      config: { permission: 'video.read' },
      schema: {
        tags: ['admin'],
        summary: 'Per video of a course: learners who started it, who completed it (90% of its seconds), and the mean percent watched',
        security: [{ bearer: [] }],
        querystring: VideoLessonStatsQuerySchema,
        response: { 200: z.array(VideoLessonStatSchema), 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => listVideoLessonStats({ db: app.database.db, query: request.query }),
  );
}
