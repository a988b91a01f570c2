import {
  DeletedResponseSchema,
  DeleteWritingAnswersBodySchema,
  ProblemSchema,
  SaveWritingDraftBodySchema,
  SaveWritingDraftResultSchema,
  SendWritingAnswerBodySchema,
  WritingAnswerIdParamsSchema,
  WritingDraftQuerySchema,
  WritingDraftResponseSchema,
  WritingDraftSchema,
  WritingForTestQuerySchema,
  WritingForTestResponseSchema,
  WritingHelpSchema,
  WritingResultQuerySchema,
  WritingResultRowSchema,
  WritingSuggestionQuerySchema,
} from '@lexam/contracts';
import { deleteWritingAnswers, getWritingDraft, getWritingHelp, getWritingPrompt, listWritingPrompts, listWritingResults, saveWritingDraft, sendWritingAnswer } from '@lexam/core';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';
import { languageOfHeader } from './course';
import { problems, security, tags } from './online-test-routes';

/** None of these writes an exam attempt, so the kept attempt states stay (see app.ts). */
const config = { writesOwnAttemptsOnly: true };
const writeProblems = { ...problems, 409: ProblemSchema };

/**
 * The learner's writing practice (API.md: `Words/getWritingForTest`, `Words/getSuggestionForLesson`,
 * `Writing/sendAnswer`, `Writing/deleteAnswer/{id}`, `Writing/deleteAnswerMulti`,
 * `User/getResultWriting`; our own `Writing/saveDraft` and `Writing/getDraft`). Only published
 * prompts; a learner reads and deletes only their own answers (another learner's is a 404).
 */
export default async function writingRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/Words/getWritingForTest',
    {
      schema: {
        tags,
        summary: 'The published writing prompts of a task (`task=task1|task2`), in order and paged, with the learner’s draft and sent answers of each; with `writingId`, that one prompt’s detail for the writing screen',
        security,
        querystring: WritingForTestQuerySchema,
        response: { 200: WritingForTestResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).id;
      if (request.query.writingId !== undefined) return [await getWritingPrompt({ db }, { userId, writingId: request.query.writingId })];
      const { rows, totalCount } = await listWritingPrompts({ db }, { userId, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.get(
    '/Words/getSuggestionForLesson',
    { schema: { tags, summary: 'A published writing prompt’s help, shown on demand: its suggestions, vocabulary (meaning in `lang`, else Accept-Language), the task’s and the prompt’s layout, and the model answer', security, querystring: WritingSuggestionQuerySchema, response: { 200: WritingHelpSchema, ...problems } } },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return getWritingHelp({ db }, { writingId: request.query.writingId, language: request.query.lang ?? languageOfHeader(request.headers['accept-language']) });
    },
  );

  app.get(
    '/Writing/getDraft',
    { schema: { tags, summary: 'Not in API.md: the learner’s open draft of a prompt, to resume it; null when none', security, querystring: WritingDraftQuerySchema, response: { 200: WritingDraftResponseSchema, ...problems } } },
    async (request) => getWritingDraft({ db }, { userId: principalOf(request).id, writingId: request.query.writingId }),
  );

  app.post(
    '/Writing/saveDraft',
    {
      config,
      schema: {
        tags,
        summary: 'Not in API.md: saves the whole text of the learner’s draft at a revision (the first save opens the draft and its clock); a save older than the stored revision changes nothing and answers the stored one',
        security,
        body: SaveWritingDraftBodySchema,
        response: { 200: SaveWritingDraftResultSchema, ...writeProblems },
      },
    },
    async (request) => saveWritingDraft({ db }, { userId: principalOf(request).id, body: request.body }),
  );

  app.post(
    '/Writing/sendAnswer',
    {
      config,
      schema: {
        tags,
        summary: 'Submits the learner’s answer (by `id`, or the open draft of `writingId`), with its final text when sent with a newer revision; a submitted answer is never edited, and sending it again answers it as it is',
        security,
        body: SendWritingAnswerBodySchema,
        response: { 200: WritingDraftSchema, ...writeProblems },
      },
    },
    async (request) => sendWritingAnswer({ db }, { userId: principalOf(request).id, body: request.body }),
  );

  app.delete(
    '/Writing/deleteAnswer/:id',
    { config, schema: { tags, summary: 'Deletes one of the learner’s writing answers (a draft or a sent one; not while a teacher is marking it)', security, params: WritingAnswerIdParamsSchema, response: { 200: DeletedResponseSchema, ...writeProblems } } },
    async (request) => ({ deleted: await deleteWritingAnswers({ db }, { userId: principalOf(request).id, ids: [request.params.id] }) }),
  );

  app.post(
    '/Writing/deleteAnswerMulti',
    { config, schema: { tags, summary: 'Deletes several of the learner’s writing answers, all or none (one that is not theirs is a 404)', security, body: DeleteWritingAnswersBodySchema, response: { 200: DeletedResponseSchema, ...writeProblems } } },
    async (request) => ({ deleted: await deleteWritingAnswers({ db }, { userId: principalOf(request).id, ids: request.body.ids }) }),
  );

  app.get(
    '/User/getResultWriting',
    { schema: { tags, summary: 'The learner’s writing answers, newest first and paged: the prompt, task, status, word count, and the band once released', security, querystring: WritingResultQuerySchema, response: { 200: z.array(WritingResultRowSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listWritingResults({ db }, { userId: principalOf(request).id, query: request.query });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );
}
