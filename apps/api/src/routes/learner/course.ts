import { z } from 'zod';
import { CourseIndexQuerySchema, CourseIndexSchema, ProblemSchema } from '@lexam/contracts';
import { listCourseIndexes } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

/** The learner's Course controller (API.md): the course catalogue. */
export default async function courseRoutes(app: App) {
  app.get(
    '/Course/getCourseIndexs',
    {
      config: { public: true },
      schema: {
        tags: ['learner'],
        summary: 'The published course catalogue, one page at a time',
        querystring: CourseIndexQuerySchema,
        response: { 200: z.array(CourseIndexSchema), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { rows, totalCount } = await listCourseIndexes({ db: app.database.db, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );
}
