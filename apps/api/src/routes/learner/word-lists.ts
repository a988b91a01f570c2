import {
  AddWordBodySchema,
  CreateWordListBodySchema,
  DeletedResponseSchema,
  DeleteWordListParamsSchema,
  DeleteWordParamsSchema,
  ExportWordListQuerySchema,
  FlashWordSchema,
  ImportWordListBodySchema,
  ImportWordListResultSchema,
  ProblemSchema,
  UpdateWordBodySchema,
  UpdateWordListBodySchema,
  WordIdParamsSchema,
  WordListIdParamsSchema,
  WordListIdQuerySchema,
  WordListQuerySchema,
  WordListSummarySchema,
  WordsOfListQuerySchema,
} from '@lexam/contracts';
import { addWord, createWordList, deleteWord, deleteWordList, exportWordList, getWordList, importWordList, listWordLists, listWordsOfList, updateWord, updateWordList } from '@lexam/core';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';
import { languageOfHeader } from './course';
import { problems, security, tags } from './online-test-routes';

/** The answers of the word-list and flashcard calls that can refuse: 403 a shared list written, 409 a conflict. */
export const flashProblems = { ...problems, 403: ProblemSchema, 409: ProblemSchema };
/** None of these writes an exam attempt, so the kept attempt states stay (see app.ts). */
export const config = { writesOwnAttemptsOnly: true };
/** An import of 1 000 000 characters of any script fits. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The learner's word lists and their words (API.md: `WordList/getWordList`, `getWordListById`,
 * `POST WordList`, `PUT WordList/{id}`, `DELETE WordList/{ownerId}/{wordListId}`,
 * `Words/getWordsByWordListId`, `POST Words`, `PUT Words/{id}`, `DELETE Words/{wordListId}/{wordId}`),
 * and our own `POST WordList/import` and `GET WordList/export`. A learner reads the shared published
 * lists and their own (another learner's list is a 404), and writes only their own (a shared list
 * is a 403: copy it first).
 */
export default async function wordListRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/WordList/getWordList',
    { schema: { tags, summary: 'The learner’s own word lists (newest first) and the shared published ones, with word, new, due and studied counts; `scope` narrows to mine or shared', security, querystring: WordListQuerySchema, response: { 200: z.array(WordListSummarySchema), ...flashProblems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listWordLists(db, principalOf(request).id, request.query);
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );

  app.get(
    '/WordList/getWordListById',
    { schema: { tags, summary: 'One word list the learner can read (their own or a shared published one), with its counts', security, querystring: WordListIdQuerySchema, response: { 200: WordListSummarySchema, ...flashProblems } } },
    async (request) => getWordList(db, principalOf(request).id, request.query.wordListId),
  );

  app.post(
    '/WordList',
    { config, schema: { tags, summary: 'A new word list of the learner’s: empty (`title`), or a copy of a list they can read with its words (`copyFromId`)', security, body: CreateWordListBodySchema, response: { 201: WordListSummarySchema, ...flashProblems } } },
    async (request, reply) => reply.code(201).send(await createWordList(db, principalOf(request).id, request.body)),
  );

  app.put(
    '/WordList/:id',
    { config, schema: { tags, summary: 'Renames or redescribes one of the learner’s lists', security, params: WordListIdParamsSchema, body: UpdateWordListBodySchema, response: { 200: WordListSummarySchema, ...flashProblems } } },
    async (request) => updateWordList(db, principalOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/WordList/:ownerId/:wordListId',
    { config, schema: { tags, summary: 'Deletes one of the learner’s lists with its words and cards; the owner is the token’s, a path owner that differs is refused 403', security, params: DeleteWordListParamsSchema, response: { 200: DeletedResponseSchema, ...flashProblems } } },
    async (request) => {
      await deleteWordList(db, principalOf(request).id, request.params);
      return { deleted: 1 };
    },
  );

  app.post(
    '/WordList/import',
    {
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Not in API.md: imports CSV or tab-separated text (Anki, Quizlet) into one of the learner’s lists or a new one; all or nothing, a bad row answers 400 listing each bad line',
        security,
        body: ImportWordListBodySchema,
        response: { 201: ImportWordListResultSchema, ...flashProblems },
      },
    },
    async (request, reply) => reply.code(201).send(await importWordList(db, principalOf(request).id, request.body)),
  );

  app.get(
    '/WordList/export',
    { schema: { tags, summary: 'Not in API.md: a list the learner can read as a CSV or tab-separated file with a header row (term, meaning, pronunciation, example, partOfSpeech)', security, querystring: ExportWordListQuerySchema, response: { 200: z.string(), ...flashProblems } } },
    async (request, reply) => {
      const file = await exportWordList(db, principalOf(request).id, request.query);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      return file.text;
    },
  );

  app.get(
    '/Words/getWordsByWordListId',
    { schema: { tags, summary: 'A page of the words of a list the learner can read, in order, with the meaning in `lang` (else Accept-Language) and the learner’s card of each', security, querystring: WordsOfListQuerySchema, response: { 200: z.array(FlashWordSchema), ...flashProblems } } },
    async (request, reply) => {
      const lang = request.query.lang ?? languageOfHeader(request.headers['accept-language']);
      const { rows, totalCount } = await listWordsOfList(db, principalOf(request).id, { ...request.query, lang });
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      reply.header('vary', 'Accept-Language');
      return rows;
    },
  );

  app.post(
    '/Words',
    { config, schema: { tags, summary: 'Adds a word at the end of one of the learner’s lists: written by hand, or copied as it is from a passage’s vocabulary or a readable list (`fromWordId`)', security, body: AddWordBodySchema, response: { 201: FlashWordSchema, ...flashProblems } } },
    async (request, reply) => reply.code(201).send(await addWord(db, principalOf(request).id, request.body)),
  );

  app.put(
    '/Words/:id',
    { config, schema: { tags, summary: 'Edits a word of one of the learner’s lists; only what is sent changes, the learner’s card is kept', security, params: WordIdParamsSchema, body: UpdateWordBodySchema, response: { 200: FlashWordSchema, ...flashProblems } } },
    async (request) => updateWord(db, principalOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/Words/:wordListId/:wordId',
    { config, schema: { tags, summary: 'Deletes a word of one of the learner’s lists, with its card and review log', security, params: DeleteWordParamsSchema, response: { 200: DeletedResponseSchema, ...flashProblems } } },
    async (request) => {
      await deleteWord(db, principalOf(request).id, request.params);
      return { deleted: 1 };
    },
  );
}
