import type {
  AddWordBody,
  ContentLanguage,
  CreateWordListBody,
  FlashcardSettings,
  FlashcardStats,
  FlashTest,
  FlashTestResult,
  FlashTestResultBody,
  FlashWord,
  ImportWordListBody,
  ImportWordListResult,
  MatchDeal,
  MatchResult,
  MatchResultBody,
  PracticeSet,
  Rating,
  ResetFlashcardResult,
  ReviewResult,
  StartMatchBody,
  StudyBatch,
  StudySession,
  Top10,
  UpdateFlashcardSettingsBody,
  UpdateWordBody,
  UpdateWordListBody,
  WordListScope,
  WordListSummary,
} from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['WordList', 'Words', 'Study', 'Top10'] });

type Lang = ContentLanguage | undefined;
const PAGE = { pageIndex: 1, pageSize: 500 };

/**
 * The learner's word lists and flashcards (API.md `WordList`, `Words`, `FlashCard`, and the server's
 * own `WordList/import|export`, `FlashCard/review|settings|getStats|startMatch`). Answers change the
 * lists' counts (`WordList`) and the study batch; practice, match and test change no schedule.
 */
export const flashcardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    wordLists: build.query<WordListSummary[], WordListScope>({ query: (scope) => ({ url: 'WordList/getWordList', params: { scope, ...PAGE } }), providesTags: ['WordList'], keepUnusedDataFor: 0 }),
    wordList: build.query<WordListSummary, number>({ query: (wordListId) => ({ url: 'WordList/getWordListById', params: { wordListId } }), providesTags: ['WordList'] }),
    createWordList: build.mutation<WordListSummary, CreateWordListBody>({ query: (body) => ({ url: 'WordList', method: 'POST', body }), invalidatesTags: ['WordList'] }),
    updateWordList: build.mutation<WordListSummary, { id: number } & UpdateWordListBody>({ query: ({ id, ...body }) => ({ url: `WordList/${id}`, method: 'PUT', body }), invalidatesTags: ['WordList'] }),
    deleteWordList: build.mutation<unknown, { ownerId: number; wordListId: number }>({ query: ({ ownerId, wordListId }) => ({ url: `WordList/${ownerId}/${wordListId}`, method: 'DELETE' }), invalidatesTags: ['WordList'] }),
    importWordList: build.mutation<ImportWordListResult, ImportWordListBody>({ query: (body) => ({ url: 'WordList/import', method: 'POST', body }), invalidatesTags: ['WordList', 'Words', 'Study'] }),

    words: build.query<FlashWord[], { wordListId: number; lang: Lang }>({ query: ({ wordListId, lang }) => ({ url: 'Words/getWordsByWordListId', params: { wordListId, ...PAGE, ...(lang ? { lang } : {}) } }), providesTags: ['Words'] }),
    addWord: build.mutation<FlashWord, AddWordBody>({ query: (body) => ({ url: 'Words', method: 'POST', body }), invalidatesTags: ['Words', 'WordList', 'Study'] }),
    updateWord: build.mutation<FlashWord, { id: number } & UpdateWordBody>({ query: ({ id, ...body }) => ({ url: `Words/${id}`, method: 'PUT', body }), invalidatesTags: ['Words'] }),
    deleteWord: build.mutation<unknown, { wordListId: number; wordId: number }>({ query: ({ wordListId, wordId }) => ({ url: `Words/${wordListId}/${wordId}`, method: 'DELETE' }), invalidatesTags: ['Words', 'WordList', 'Study'] }),

    startStudy: build.mutation<StudySession, { wordListId: number }>({ query: (body) => ({ url: 'FlashCard/startStudy', method: 'PUT', body }) }),
    studyBatch: build.query<StudyBatch, { wordListId: number; lang: Lang }>({ query: ({ wordListId, lang }) => ({ url: 'FlashCard/getStudyBy', params: { wordListId, limit: 100, ...(lang ? { lang } : {}) } }), providesTags: ['Study'], keepUnusedDataFor: 0 }),
    review: build.mutation<ReviewResult, { wordListId: number; wordId: number; rating: Rating; sessionId?: number; durationMs?: number }>({ query: (body) => ({ url: 'FlashCard/review', method: 'POST', body }) }),
    resetList: build.mutation<ResetFlashcardResult, { wordListId: number }>({ query: (body) => ({ url: 'FlashCard/resetFlashcard', method: 'POST', body }), invalidatesTags: ['Study', 'WordList'] }),
    settings: build.query<FlashcardSettings, void>({ query: () => 'FlashCard/settings', providesTags: ['Study'] }),
    updateSettings: build.mutation<FlashcardSettings, UpdateFlashcardSettingsBody>({ query: (body) => ({ url: 'FlashCard/settings', method: 'PUT', body }), invalidatesTags: ['Study'] }),
    stats: build.query<FlashcardStats, { wordListId: number; days?: number }>({ query: ({ wordListId, days = 30 }) => ({ url: 'FlashCard/getStats', params: { wordListId, days } }), providesTags: ['Study'], keepUnusedDataFor: 0 }),

    practice: build.query<PracticeSet, { wordListId: number; lang: Lang; round: number }>({ query: ({ wordListId, lang }) => ({ url: 'FlashCard/getPractics', params: { wordListId, count: 50, ...(lang ? { lang } : {}) } }), keepUnusedDataFor: 0 }),
    startMatch: build.mutation<MatchDeal, StartMatchBody>({ query: (body) => ({ url: 'FlashCard/startMatch', method: 'POST', body }) }),
    sendMatch: build.mutation<MatchResult, MatchResultBody>({ query: (body) => ({ url: 'FlashCard/sendResultMatch', method: 'POST', body }), invalidatesTags: ['Top10'] }),
    top10: build.query<Top10, { wordListId: number; pairs: number }>({ query: (params) => ({ url: 'FlashCard/getTop10', params }), providesTags: ['Top10'] }),
    testQuestions: build.query<FlashTest, { wordListId: number; count: number; kinds: string; lang: Lang; round: number }>({ query: ({ wordListId, count, kinds, lang }) => ({ url: 'FlashCard/getQuestion', params: { wordListId, count, kinds, ...(lang ? { lang } : {}) } }), keepUnusedDataFor: 0 }),
    sendTest: build.mutation<FlashTestResult, FlashTestResultBody>({ query: (body) => ({ url: 'FlashCard/sendResultTest', method: 'POST', body }) }),
  }),
});

export const {
  useWordListsQuery,
  useWordListQuery,
  useCreateWordListMutation,
  useUpdateWordListMutation,
  useDeleteWordListMutation,
  useImportWordListMutation,
  useWordsQuery,
  useAddWordMutation,
  useUpdateWordMutation,
  useDeleteWordMutation,
  useStartStudyMutation,
  useStudyBatchQuery,
  useReviewMutation,
  useResetListMutation,
  useSettingsQuery,
  useUpdateSettingsMutation,
  useStatsQuery,
  usePracticeQuery,
  useStartMatchMutation,
  useSendMatchMutation,
  useTop10Query,
  useTestQuestionsQuery,
  useSendTestMutation,
} = flashcardsApi;
