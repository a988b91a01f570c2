import type { PeaksAnswerSchema, SegmentsSchema } from '@lexam/contracts';
import type { z } from 'zod';
import { adminApi } from '@web/lib/store/api';
import type { RecordingRow } from '../listening-resources';

type Segments = z.infer<typeof SegmentsSchema>;
type PeaksAnswer = z.infer<typeof PeaksAnswerSchema>;

/** The segment editor's calls: the recording, its segments and peaks (our own `Listening/{id}/…` calls). */
export const segmentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listeningRecording: build.query<RecordingRow, number>({ query: (id) => ({ url: `Listening/${id}` }), keepUnusedDataFor: 0 }),
    listeningSegments: build.query<Segments, number>({ query: (id) => ({ url: `Listening/${id}/segments` }), keepUnusedDataFor: 0 }),
    listeningPeaks: build.query<PeaksAnswer, number>({ query: (id) => ({ url: `Listening/${id}/peaks` }), keepUnusedDataFor: 0 }),
    saveListeningSegments: build.mutation<Segments, { id: number; body: unknown }>({ query: ({ id, body }) => ({ method: 'PUT', url: `Listening/${id}/segments`, body }) }),
    saveListeningPeaks: build.mutation<PeaksAnswer, { id: number; peaks: number[]; durationMs: number }>({
      query: ({ id, peaks, durationMs }) => ({ method: 'PUT', url: `Listening/${id}/peaks`, body: { peaks, durationMs } }),
    }),
  }),
});

export const { useListeningRecordingQuery, useListeningSegmentsQuery, useListeningPeaksQuery, useSaveListeningSegmentsMutation, useSaveListeningPeaksMutation } = segmentsApi;
