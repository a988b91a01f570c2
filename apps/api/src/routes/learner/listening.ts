import { ContractionsSchema, CONTRACTIONS, ListeningCourseQuerySchema, ListeningCourseSchema, ListeningRecordingQuerySchema, RecordingToPractiseSchema, SaveSyslogAnswerSchema, SaveSyslogSchema } from '@lexam/contracts';
import { getListeningCourse, getRecordingToPractise, saveListeningSyslog } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { problems, security, tags } from './online-test-routes';

/**
 * The listening course as a learner practises it (API.md: `listening/getContraction`,
 * `Listening/getReadForPassage`, `Listening/SaveSyslog`; `Listening/getCourse` is ours). Only
 * published lessons and recordings are answered; the progress read and written is the learner's own.
 */
export default async function listeningRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/listening/getContraction',
    { schema: { tags, summary: 'The contractions a dictation accepts either way: pairs [contraction, expansion] ("don’t", "do not")', security, response: { 200: ContractionsSchema, ...problems } } },
    async (request, reply) => {
      principalOf(request);
      reply.header('cache-control', 'private, max-age=3600');
      return CONTRACTIONS.map(([contraction, expansion]) => [contraction, expansion] as [string, string]);
    },
  );

  app.get(
    '/Listening/getCourse',
    { schema: { tags, summary: 'Not in API.md: the listening course by lesson, each recording with its segment count and the learner’s done count and accuracy; the introduction; where to resume', security, querystring: ListeningCourseQuerySchema, response: { 200: ListeningCourseSchema, ...problems } } },
    async (request) => getListeningCourse({ db }, { userId: principalOf(request).id, source: request.query.source }),
  );

  app.get(
    '/Listening/getReadForPassage',
    { schema: { tags, summary: 'A published recording to practise: its audio, segments with their transcripts, neighbours, and the learner’s progress on each segment', security, querystring: ListeningRecordingQuerySchema, response: { 200: RecordingToPractiseSchema, ...problems } } },
    async (request) => getRecordingToPractise({ db }, { userId: principalOf(request).id, recordingId: request.query.recordingId }),
  );

  app.post(
    '/Listening/SaveSyslog',
    {
      config: { writesOwnAttemptsOnly: true },
      schema: {
        tags,
        summary: 'Records one check of a segment: the server checks the typed text against the transcript (right, wrong, missing, extra words; accuracy), counts the attempt and answers the next segment not done',
        security,
        body: SaveSyslogSchema,
        response: { 200: SaveSyslogAnswerSchema, ...problems },
      },
    },
    async (request) => saveListeningSyslog({ db }, { userId: principalOf(request).id, body: request.body }),
  );
}
