import { z } from 'zod';
import {
  AttemptQuerySchema,
  AttemptStateSchema,
  AttemptSummarySchema,
  OnlineLessonListQuerySchema,
  OnlineLessonSchema,
  OnlineTestListItemSchema,
  OnlineTestListQuerySchema,
  ProblemSchema,
  ResultDetailQuerySchema,
  ResultDetailSchema,
  ResultListQuerySchema,
  ResultSummarySchema,
  SaveAnswersBodySchema,
  SaveAnswersResultSchema,
  StartAttemptBodySchema,
  SubmitAttemptBodySchema,
} from '@lexam/contracts';
import { getAttemptState, getResultDetail, listOnlineLessons, listOnlineTests, listResults, saveAnswers, startAttempt, submitOnlineTest } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const tags = ['learner'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema };

/**
 * The learner's IELTS online tests (API.md: `TestIndex/getListLessonTest`, `OnlineIeltsTest/*`):
 * lists, an attempt from start to submit, and results. Every call needs a signed-in learner, and an
 * attempt or result of another learner answers the 404 of a missing one. Nothing answered before an
 * attempt is submitted carries an answer key, an explanation, evidence or a transcript.
 */
export default async function onlineIeltsTestRoutes(app: App) {
  const db = () => app.database.db;

  app.get(
    '/TestIndex/getListLessonTest',
    { schema: { tags, summary: 'The lessons of a skill that hold published tests (x-pagination)', security, querystring: OnlineLessonListQuerySchema, response: { 200: z.array(OnlineLessonSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listOnlineLessons({ db: db() }, request.query);
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.get(
    '/OnlineIeltsTest/getOnlineIeltsTest',
    { schema: { tags, summary: 'Published tests by the lesson-online-test filter, each with the learner’s attempt to resume, best band and submitted count (x-pagination)', security, querystring: OnlineTestListQuerySchema, response: { 200: z.array(OnlineTestListItemSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listOnlineTests({ db: db() }, { userId: principalOf(request).id, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.post(
    '/OnlineIeltsTest/startOnlineIeltsTest',
    { schema: { tags, summary: 'Starts an attempt; the server keeps its deadline (a full listening attempt adds 120 s to check answers)', security, body: StartAttemptBodySchema, response: { 201: AttemptSummarySchema, ...problems, 409: ProblemSchema } } },
    async (request, reply) => reply.code(201).send(await startAttempt({ db: db() }, { userId: principalOf(request).id, ...request.body })),
  );

  app.get(
    '/OnlineIeltsTest/getAttempt',
    { schema: { tags, summary: 'Opens or resumes an attempt: its sections without any key, the saved answers, the last clientSeq and the server clock', security, querystring: AttemptQuerySchema, response: { 200: AttemptStateSchema, ...problems } } },
    async (request) => getAttemptState({ db: db() }, { userId: principalOf(request).id, attemptId: request.query.attemptId }),
  );

  app.post(
    '/OnlineIeltsTest/saveAnswers',
    { schema: { tags, summary: 'Saves queued answers in order (idempotent per clientSeq); 409 once time is up, the earlier steps kept', security, body: SaveAnswersBodySchema, response: { 200: SaveAnswersResultSchema, ...problems, 409: ProblemSchema } } },
    async (request) => saveAnswers({ db: db() }, { userId: principalOf(request).id, attemptId: request.body.attemptId, steps: request.body.steps }),
  );

  app.post(
    '/OnlineIeltsTest/submitOnlineIeltsTest',
    { schema: { tags, summary: 'Submits and grades an attempt once; every later submit answers the same result', security, body: SubmitAttemptBodySchema, response: { 200: ResultSummarySchema, ...problems, 409: ProblemSchema } } },
    async (request) => submitOnlineTest({ db: db() }, { userId: principalOf(request).id, attemptId: request.body.attemptId }),
  );

  app.get(
    '/OnlineIeltsTest/getListResult',
    { schema: { tags, summary: 'The learner’s submitted attempts, newest first (x-pagination)', security, querystring: ResultListQuerySchema, response: { 200: z.array(ResultSummarySchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listResults({ db: db() }, { userId: principalOf(request).id, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.get(
    '/OnlineIeltsTest/getDetailResult',
    { schema: { tags, summary: 'A submitted attempt’s review: each question with the response, the key, the marks per part, the explanation and the evidence', security, querystring: ResultDetailQuerySchema, response: { 200: ResultDetailSchema, ...problems } } },
    async (request) => getResultDetail({ db: db() }, { userId: principalOf(request).id, resultId: request.query.resultId }),
  );
}
