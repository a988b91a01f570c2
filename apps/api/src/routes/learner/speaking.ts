import {
  DeleteSpeakingMultiBodySchema,
  MAX_RECORDING_BYTES,
  PassageVideoSchema,
  ProblemSchema,
  SaveSpeakingBodySchema,
  SendSpeakingBodySchema,
  SpeakingIdParamsSchema,
  SpeakingPromptDetailSchema,
  SpeakingPromptSummarySchema,
  SpeakingResultQuerySchema,
  SpeakingResultRowSchema,
  SpeakingSubmissionSchema,
  SpeakingVideoQuerySchema,
  UploadedRecordingSchema,
} from '@lexam/contracts';
import { STORED_KEY, deleteSpeaking, getPassageVideo, getSpeakingPrompt, listSpeakingPrompts, listSpeakingResults, notFound, saveSpeakingDraft, sendSpeaking, sniffRecording } from '@lexam/core';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import { receiveUpload } from '../../plugins/uploads';
import type { App } from '../../types';
import { problems, security, tags } from './online-test-routes';

/** None of these writes an exam attempt, so the kept attempt states stay (see app.ts). */
const config = { writesOwnAttemptsOnly: true };
const uploadProblems = { ...problems, 413: ProblemSchema };

/**
 * The learner's speaking practice (API.md: `Speaking/getVideoForPassage`, `Auth/UploadVideo`,
 * `POST Speaking`, `Speaking/SendResult`, `Speaking/delete/{id}`, `Speaking/deleteMulti`,
 * `User/getResultSpeaking`). A learner reaches only their own answers and recordings; the recordings
 * are private and come with signed, short-lived links (docs/speaking.md).
 */
export default async function speakingRoutes(app: App) {
  const db = app.database.db;
  /** Removes the bytes of recordings no answer uses any more (their rows are gone already). */
  const removeFiles = async (keys: string[]) => {
    await Promise.all(keys.filter((key) => STORED_KEY.test(key)).map((key) => app.fileStorage.delete(key).catch(() => undefined)));
  };
  const who = (request: Parameters<typeof principalOf>[0]) => ({ userId: principalOf(request).id, secret: app.auth.recordingSecret });

  app.get(
    '/Speaking/getVideoForPassage',
    {
      schema: {
        tags,
        summary:
          'With `passageId`: the published video lesson of a published reading passage (null when none). With `part`: the published speaking prompts of the part, in order, paged. With `part` and `speakingId`: one prompt with its suggestions, vocabulary, the part’s layout, the model answer and the learner’s draft',
        security,
        querystring: SpeakingVideoQuerySchema,
        response: { 200: z.union([SpeakingPromptDetailSchema, z.array(SpeakingPromptSummarySchema), PassageVideoSchema]), ...problems },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.passageId !== undefined) {
        principalOf(request);
        return getPassageVideo({ db }, { passageId: query.passageId });
      }
      if (query.speakingId !== undefined) return getSpeakingPrompt(db, { ...who(request), part: query.part, speakingId: query.speakingId });
      principalOf(request);
      const { rows, totalCount } = await listSpeakingPrompts(db, { part: query.part!, pageIndex: query.pageIndex, pageSize: query.pageSize });
      setPagination(reply, { pageIndex: query.pageIndex, pageSize: query.pageSize, totalCount });
      return rows;
    },
  );

  app.post(
    '/Auth/UploadVideo',
    {
      config,
      schema: {
        tags,
        summary: `Uploads one speaking recording (multipart field "file"): WebM, Ogg or MP4 audio, checked from its bytes and stored as what it really is, at most ${MAX_RECORDING_BYTES / 1024 / 1024} MB; private to the learner`,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: UploadedRecordingSchema, ...uploadProblems },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).id;
      const stored = await receiveUpload(app, request, { accept: ['audio'], uploadedBy: userId, maxBytes: MAX_RECORDING_BYTES, sniff: sniffRecording, originalName: 'recording' });
      return reply.code(201).send({ id: stored.id, mime: stored.mime as 'audio/webm', size: stored.size, createdAt: stored.createdAt });
    },
  );

  app.post(
    '/Speaking',
    { config, schema: { tags, summary: 'Creates or updates the learner’s draft answer to a prompt: Part 2 notes and the recordings (each an audio upload of the learner’s, one per question)', security, body: SaveSpeakingBodySchema, response: { 200: SpeakingSubmissionSchema, ...problems } } },
    async (request) => {
      const { submission, removedFileKeys } = await saveSpeakingDraft(db, who(request), request.body);
      await removeFiles(removedFileKeys);
      return submission;
    },
  );

  app.post(
    '/Speaking/SendResult',
    { config, schema: { tags, summary: 'Sends a draft for grading once every question (Part 1) or the talk (Part 2) is recorded; sending it again changes nothing', security, body: SendSpeakingBodySchema, response: { 200: SpeakingSubmissionSchema, ...problems } } },
    async (request) => sendSpeaking(db, who(request), request.body.id),
  );

  app.delete(
    '/Speaking/delete/:id',
    { config, schema: { tags, summary: 'Deletes one of the learner’s speaking answers with its recordings', security, params: SpeakingIdParamsSchema, response: { 200: z.object({ deleted: z.number().int() }), ...problems } } },
    async (request) => {
      const { deleted, removedFileKeys } = await deleteSpeaking(db, principalOf(request).id, [request.params.id]);
      if (deleted === 0) throw notFound('There is no such speaking answer of yours.');
      await removeFiles(removedFileKeys);
      return { deleted };
    },
  );

  app.post(
    '/Speaking/deleteMulti',
    { config, schema: { tags, summary: 'Deletes the learner’s own speaking answers among `ids` (another learner’s are left alone); the number deleted', security, body: DeleteSpeakingMultiBodySchema, response: { 200: z.object({ deleted: z.number().int() }), ...problems } } },
    async (request) => {
      const { deleted, removedFileKeys } = await deleteSpeaking(db, principalOf(request).id, request.body.ids);
      await removeFiles(removedFileKeys);
      return { deleted };
    },
  );

  app.get(
    '/User/getResultSpeaking',
    { schema: { tags, summary: 'The learner’s speaking answers, newest first: prompt, part, status, and the band once released', security, querystring: SpeakingResultQuerySchema, response: { 200: z.array(SpeakingResultRowSchema), ...problems } } },
    async (request, reply) => {
      const { rows, totalCount } = await listSpeakingResults(db, principalOf(request).id, request.query);
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );
}
