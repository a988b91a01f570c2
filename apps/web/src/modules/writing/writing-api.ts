import type { PaginationHeader, WritingHelp, WritingPromptDetail, WritingPromptSummary, WritingResultRow } from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['WritingAnswers'] });

export type WritingTask = 'task1' | 'task2';
export interface Page<Row> {
  rows: Row[];
  pagination: PaginationHeader | null;
}

/** The learner's writing calls that lists and panels read (API.md); the writing screen's saves go through writing-calls.ts. */
const writingApi = api.injectEndpoints({
  endpoints: (build) => ({
    writingPrompts: build.query<Page<WritingPromptSummary>, { task: WritingTask; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: 'Words/getWritingForTest', params }),
      transformResponse: (rows: WritingPromptSummary[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      providesTags: ['WritingAnswers'],
      keepUnusedDataFor: 0,
    }),
    writingPrompt: build.query<WritingPromptDetail, number>({
      query: (writingId) => ({ url: 'Words/getWritingForTest', params: { writingId } }),
      transformResponse: (rows: WritingPromptDetail[]) => rows[0]!,
    }),
    writingHelp: build.query<WritingHelp, { writingId: number; lang: string }>({ query: (params) => ({ url: 'Words/getSuggestionForLesson', params }) }),
    writingResults: build.query<Page<WritingResultRow>, { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: 'User/getResultWriting', params }),
      transformResponse: (rows: WritingResultRow[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      providesTags: ['WritingAnswers'],
      keepUnusedDataFor: 0,
    }),
    deleteWritingAnswers: build.mutation<{ deleted: number }, number[]>({
      query: (ids) => (ids.length === 1 ? { url: `Writing/deleteAnswer/${ids[0]}`, method: 'DELETE' } : { url: 'Writing/deleteAnswerMulti', method: 'POST', body: { ids } }),
      invalidatesTags: ['WritingAnswers'],
    }),
  }),
});

export const { useWritingPromptsQuery, useWritingPromptQuery, useWritingHelpQuery, useWritingResultsQuery, useDeleteWritingAnswersMutation } = writingApi;
/** After a submit (made outside the store), the lists of answers and prompts are out of date. */
export const invalidateWritingAnswers = () => writingApi.util.invalidateTags(['WritingAnswers']);
