import { z } from 'zod';
import {
  AttemptQuerySchema,
  AttemptStateSchema,
  AttemptSummarySchema,
  OnlineTestListItemSchema,
  ProblemSchema,
  ResultDetailQuerySchema,
  ResultDetailSchema,
  ResultListQuerySchema,
  ResultSummarySchema,
  SaveAnswersBodySchema,
  SaveAnswersResultSchema,
  StartAttemptBodySchema,
  SubmitAttemptBodySchema,
  type ExamKind,
  type OnlineTestListQuery,
} from '@lexam/contracts';
import { getAttemptState, getResultDetail, listOnlineTests, listResults, saveAnswers, startAttempt, submitOnlineTest, type OnlineTestListFilter } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { sendWithCachedField } from '../../plugins/cached-json';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

export const tags = ['learner'];
export const security = [{ bearer: [] }];
export const problems = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema };

/** The list query of one controller: IELTS requires a skill, TOEIC adds an edition, grammar has neither. */
type ListQuerySchema = z.ZodType<OnlineTestListFilter & Pick<OnlineTestListQuery, 'pageIndex' | 'pageSize'>, unknown>;

export interface OnlineTestController {
  /** The API.md controller, e.g. `OnlineToeicTest`. */
  controller: string;
  kind: ExamKind;
  /** The call names API.md gives this controller. */
  names: { list: string; start: string; submit: string };
  listQuery: ListQuerySchema;
  /** What the start call adds to its summary (e.g. the deadline rule of the kind). */
  startSummary: string;
}

/**
 * Registers one exam's learner calls under its controller: the published tests list, start, the
 * attempt (open/resume), save, submit, the results list and a result's review. The same handlers
 * serve every kind; each passes its `kind` to core, so a call on a test, attempt or result of another
 * kind answers the 404 of a missing one. Nothing answered before submitting carries a key, an
 * explanation, evidence or a transcript.
 */
export function registerOnlineTestRoutes(app: App, { controller, kind, names, listQuery, startSummary }: OnlineTestController): void {
  const db = () => app.database.db;

  app.get(
    `/${controller}/${names.list}`,
    { schema: { tags, summary: `Published ${kind} tests by the lesson-online-test filter, each with the learner’s attempt to resume, best score and submitted count (x-pagination)`, security, querystring: listQuery, response: { 200: z.array(OnlineTestListItemSchema), ...problems } } },
    async (request, reply) => {
      const query = request.query as z.output<ListQuerySchema>;
      const { rows, totalCount } = await listOnlineTests({ db: db() }, { userId: principalOf(request).id, query, kind });
      setPagination(reply, { pageIndex: query.pageIndex, pageSize: query.pageSize, totalCount });
      return rows;
    },
  );

  app.post(
    `/${controller}/${names.start}`,
    { config: { writesOwnAttemptsOnly: true }, schema: { tags, summary: startSummary, security, body: StartAttemptBodySchema, response: { 201: AttemptSummarySchema, ...problems, 409: ProblemSchema } } },
    async (request, reply) => reply.code(201).send(await startAttempt({ db: db() }, { userId: principalOf(request).id, ...request.body, kind })),
  );

  app.get(
    `/${controller}/getAttempt`,
    { schema: { tags, summary: 'Opens or resumes an attempt: its sections without any key, the saved answers, the last clientSeq and the server clock', security, querystring: AttemptQuerySchema, response: { 200: AttemptStateSchema, ...problems } } },
    // The test's content is the same for every learner on it: its JSON is written once (jsonOnce).
    async (request, reply) => sendWithCachedField(reply, AttemptStateSchema, 'test', await getAttemptState({ db: db() }, { userId: principalOf(request).id, attemptId: request.query.attemptId, kind })),
  );

  app.post(
    `/${controller}/saveAnswers`,
    { config: { writesOwnAttemptsOnly: true }, schema: { tags, summary: 'Saves queued answers in order (idempotent per clientSeq); 409 once time is up, the earlier steps kept', security, body: SaveAnswersBodySchema, response: { 200: SaveAnswersResultSchema, ...problems, 409: ProblemSchema } } },
    async (request) => saveAnswers({ db: db() }, { userId: principalOf(request).id, attemptId: request.body.attemptId, steps: request.body.steps, kind }),
  );

  app.post(
    `/${controller}/${names.submit}`,
    { config: { writesOwnAttemptsOnly: true }, schema: { tags, summary: 'Submits and grades an attempt once; every later submit answers the same result', security, body: SubmitAttemptBodySchema, response: { 200: ResultSummarySchema, ...problems, 409: ProblemSchema } } },
    async (request) => submitOnlineTest({ db: db() }, { userId: principalOf(request).id, attemptId: request.body.attemptId, kind }),
  );

  app.get(
    `/${controller}/getListResult`,
    { schema: { tags, summary: `The learner’s submitted ${kind} attempts, newest first (x-pagination)`, security, querystring: ResultListQuerySchema, response: { 200: z.array(ResultSummarySchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listResults({ db: db() }, { userId: principalOf(request).id, query: request.query, kind });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.get(
    `/${controller}/getDetailResult`,
    { schema: { tags, summary: 'A submitted attempt’s review: each question with the response, the key, the marks per part, the explanation and the evidence; transcripts; counts by type (and by part for TOEIC)', security, querystring: ResultDetailQuerySchema, response: { 200: ResultDetailSchema, ...problems } } },
    async (request) => getResultDetail({ db: db() }, { userId: principalOf(request).id, resultId: request.query.resultId, kind }),
  );
}
