import { z } from 'zod';
import { GrammarLessonListQuerySchema, GrammarTestListQuerySchema, OnlineLessonSchema } from '@lexam/contracts';
import { listOnlineLessons } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';
import { problems, registerOnlineTestRoutes, security, tags } from './online-test-routes';

/**
 * The learner's grammar online tests (API.md `OnlineGrammarTest/*`): the lessons, the tests, and the
 * same attempt, save, submit and result calls as IELTS, answering grammar tests only.
 */
export default async function onlineGrammarTestRoutes(app: App) {
  app.get(
    '/OnlineGrammarTest/getListLessonTest',
    { schema: { tags, summary: 'The grammar lessons that hold published tests (x-pagination)', security, querystring: GrammarLessonListQuerySchema, response: { 200: z.array(OnlineLessonSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listOnlineLessons({ db: app.database.db }, request.query, 'grammar');
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  registerOnlineTestRoutes(app, {
    controller: 'OnlineGrammarTest',
    kind: 'grammar',
    names: { list: 'getOnlineGrammarTest', start: 'startOnlineGrammarTest', submit: 'submitOnlineGrammarTest' },
    listQuery: GrammarTestListQuerySchema,
    startSummary: 'Starts a grammar attempt: full (the test’s duration) or practice of chosen sections with an optional time limit',
  });
}
