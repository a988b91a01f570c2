import { PeaksAnswerSchema, PeaksSaveSchema, ProblemSchema, rowIdParamSchema, SegmentsReplaceSchema, SegmentsSchema } from '@lexam/contracts';
import { getPeaks, getSegments, replaceSegments, savePeaks } from '@lexam/core';
import { z } from 'zod';
import type { App } from '../../types';

const tags = ['admin'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const params = z.object({ id: rowIdParamSchema });

/**
 * A listening recording's segments and waveform (our own calls beside API.md's `Listening` verbs,
 * docs/listening.md): read and replace all segments at once, read the peaks (decoded on the server
 * with ffmpeg when missing), and store peaks an editor decoded when the server cannot.
 */
export default async function listeningAdminRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/Listening/:id/segments',
    { config: { permission: 'listening.read' }, schema: { tags, summary: 'Not in API.md: a recording’s segments in time order, with its duration', security, params, response: { 200: SegmentsSchema, ...problems } } },
    async (request) => getSegments({ db }, { recordingId: request.params.id }),
  );

  app.put(
    '/Listening/:id/segments',
    {
      config: { permission: 'listening.update' },
      schema: {
        tags,
        operationId: 'admin_Listening_replaceSegments',
        summary: 'Not in API.md: replaces every segment of a recording at once; a segment that ends before it starts, ends after the recording or overlaps another is refused (400 naming it). A segment sent with its id keeps the learners’ progress.',
        security,
        params,
        body: SegmentsReplaceSchema,
        response: { 200: SegmentsSchema, ...problems },
      },
    },
    async (request) => {
      // The duration the segments are checked against comes from the audio (decoded when not yet).
      await getPeaks({ db, storage: app.fileStorage }, { recordingId: request.params.id });
      return replaceSegments({ db }, { recordingId: request.params.id, segments: request.body.segments });
    },
  );

  app.get(
    '/Listening/:id/peaks',
    { config: { permission: 'listening.read' }, schema: { tags, summary: 'Not in API.md: the waveform’s peaks (about 800 a minute) and the duration, decoded on the server with ffmpeg when missing; null peaks when neither the server nor an editor made them', security, params, response: { 200: PeaksAnswerSchema, ...problems } } },
    async (request) => getPeaks({ db, storage: app.fileStorage }, { recordingId: request.params.id }),
  );

  app.put(
    '/Listening/:id/peaks',
    { config: { permission: 'listening.update' }, schema: { tags, operationId: 'admin_Listening_savePeaks', summary: 'Not in API.md: stores peaks an editor decoded in the browser (only when the server has none made from the current audio)', security, params, body: PeaksSaveSchema, response: { 200: PeaksAnswerSchema, ...problems } } },
    async (request) => savePeaks({ db }, { recordingId: request.params.id, peaks: request.body.peaks, durationMs: request.body.durationMs }),
  );
}
