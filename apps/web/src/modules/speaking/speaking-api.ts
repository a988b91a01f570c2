import type { SaveSpeakingBody, SpeakingPart, SpeakingPromptDetail, SpeakingPromptSummary, SpeakingResultRow, SpeakingSubmission, PaginationHeader } from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['SpeakingAnswers'] });

/** The learner's speaking calls (API.md; docs/speaking.md). */
const speakingApi = api.injectEndpoints({
  endpoints: (build) => ({
    speakingPrompts: build.query<SpeakingPromptSummary[], { part: SpeakingPart }>({ query: ({ part }) => ({ url: 'Speaking/getVideoForPassage', params: { part, pageSize: 100 } }) }),
    speakingPrompt: build.query<SpeakingPromptDetail, { part: SpeakingPart; speakingId: number }>({
      query: ({ part, speakingId }) => ({ url: 'Speaking/getVideoForPassage', params: { part, speakingId } }),
      providesTags: ['SpeakingAnswers'],
    }),
    saveSpeaking: build.mutation<SpeakingSubmission, SaveSpeakingBody>({ query: (body) => ({ url: 'Speaking', method: 'POST', body }), invalidatesTags: ['SpeakingAnswers'] }),
    sendSpeaking: build.mutation<SpeakingSubmission, number>({ query: (id) => ({ url: 'Speaking/SendResult', method: 'POST', body: { id } }), invalidatesTags: ['SpeakingAnswers'] }),
    deleteSpeaking: build.mutation<{ deleted: number }, number>({ query: (id) => ({ url: `Speaking/delete/${id}`, method: 'DELETE' }), invalidatesTags: ['SpeakingAnswers'] }),
    deleteSpeakingMulti: build.mutation<{ deleted: number }, number[]>({ query: (ids) => ({ url: 'Speaking/deleteMulti', method: 'POST', body: { ids } }), invalidatesTags: ['SpeakingAnswers'] }),
    speakingResults: build.query<{ rows: SpeakingResultRow[]; pagination: PaginationHeader | null }, { pageIndex: number }>({
      query: ({ pageIndex }) => ({ url: 'User/getResultSpeaking', params: { pageIndex, pageSize: 20 } }),
      transformResponse: (rows: SpeakingResultRow[], meta) => ({ rows, pagination: (meta as { pagination?: PaginationHeader } | undefined)?.pagination ?? null }),
      providesTags: ['SpeakingAnswers'],
    }),
  }),
});

export const { useSpeakingPromptsQuery, useSpeakingPromptQuery, useSaveSpeakingMutation, useSendSpeakingMutation, useDeleteSpeakingMutation, useDeleteSpeakingMultiMutation, useSpeakingResultsQuery } = speakingApi;
