import { z } from 'zod';
import { OnlineLessonListQuerySchema, OnlineLessonSchema, OnlineTestListQuerySchema } from '@lexam/contracts';
import { listOnlineLessons } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';
import { problems, registerOnlineTestRoutes, security, tags } from './online-test-routes';

/**
 * The learner's IELTS online tests (API.md: `TestIndex/getListLessonTest`, `OnlineIeltsTest/*`):
 * lists, an attempt from start to submit, and results. Every call needs a signed-in learner, and an
 * attempt or result of another learner (or of a TOEIC or grammar test) answers the 404 of a missing
 * one. Nothing answered before an attempt is submitted carries an answer key, an explanation,
 * evidence or a transcript.
 */
export default async function onlineIeltsTestRoutes(app: App) {
  app.get(
    '/TestIndex/getListLessonTest',
    { schema: { tags, summary: 'The IELTS lessons of a skill that hold published tests (x-pagination)', security, querystring: OnlineLessonListQuerySchema, response: { 200: z.array(OnlineLessonSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listOnlineLessons({ db: app.database.db }, request.query, 'ielts');
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  registerOnlineTestRoutes(app, {
    controller: 'OnlineIeltsTest',
    kind: 'ielts',
    names: { list: 'getOnlineIeltsTest', start: 'startOnlineIeltsTest', submit: 'submitOnlineIeltsTest' },
    listQuery: OnlineTestListQuerySchema,
    startSummary: 'Starts an attempt; the server keeps its deadline (a full listening attempt adds 120 s to check answers)',
  });
}
