import type { ToeicCheck, ToeicCourseIndex, ToeicCourseSkill, ToeicLesson } from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['ToeicCourse'] });

/** The learner's TOEIC course calls: the structure (in getCourseToeicTest), a lesson, one answer checked. */
const toeicCourseApi = api.injectEndpoints({
  endpoints: (build) => ({
    toeicCourseIndex: build.query<ToeicCourseIndex, ToeicCourseSkill>({
      query: (skill) => ({ url: 'CourseToeicTest/getCourseToeicTest', params: { skill } }),
      transformResponse: (answer: { course: ToeicCourseIndex }) => answer.course,
      providesTags: ['ToeicCourse'],
    }),
    toeicLesson: build.query<ToeicLesson, number>({ query: (id) => ({ url: 'ToeicCourse/getLesson', params: { id } }), providesTags: ['ToeicCourse'] }),
    checkToeicAnswer: build.mutation<ToeicCheck, { lessonId: number; index: number; response: unknown }>({
      query: (body) => ({ url: 'ToeicCourse/checkAnswer', method: 'POST', body }),
    }),
  }),
});

export const { useToeicCourseIndexQuery, useToeicLessonQuery, useCheckToeicAnswerMutation } = toeicCourseApi;
export const invalidateToeicCourse = () => toeicCourseApi.util.invalidateTags(['ToeicCourse']);
