import type { GrammarCheckAnswer, GrammarCourseIndex, GrammarGradeUnits, GrammarUnitExercises, GrammarUnitLesson } from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['Grammar'] });

/** The learner's grammar-course calls (API.md `GrammarCourse/…`, and our `GrammarCourse/checkExercise`). A check refreshes the scores. */
export const grammarApi = api.injectEndpoints({
  endpoints: (build) => ({
    grammarCourse: build.query<GrammarCourseIndex, void>({ query: () => 'GrammarCourse/getCourseIndexs/1/50', providesTags: ['Grammar'], keepUnusedDataFor: 0 }),
    grammarUnits: build.query<GrammarGradeUnits, number>({ query: (gradeId) => ({ url: 'GrammarCourse/getGrammarUnit', params: { gradeId } }), providesTags: ['Grammar'], keepUnusedDataFor: 0 }),
    grammarLesson: build.query<GrammarUnitLesson, number>({ query: (unitId) => ({ url: 'GrammarCourse/getNewWordsAndGrammar', params: { unitId } }) }),
    grammarExercises: build.query<GrammarUnitExercises, number>({ query: (unitId) => ({ url: 'GrammarCourse/getGrammarExercise', params: { unitId } }), keepUnusedDataFor: 0 }),
    checkGrammarExercise: build.mutation<GrammarCheckAnswer, { exerciseId: number; response: unknown }>({
      query: (body) => ({ url: 'GrammarCourse/checkExercise', method: 'POST', body }),
      invalidatesTags: ['Grammar'],
    }),
  }),
});

export const { useGrammarCourseQuery, useGrammarUnitsQuery, useGrammarLessonQuery, useGrammarExercisesQuery, useCheckGrammarExerciseMutation } = grammarApi;
