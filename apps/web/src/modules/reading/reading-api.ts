import type {
  CourseIndexOfSkill,
  CourseSourceName,
  LessonDetail,
  LessonSummary,
  PassagePractice,
  PassageSummary,
  PassageToRead,
  PassageVideo,
  PassageWord,
  PracticeCheck,
  ReadingIntroduction,
} from '@lexam/contracts';
import { learnerApi } from '@web/lib/store/api';

const api = learnerApi.enhanceEndpoints({ addTagTypes: ['ReadingProgress'] });

/** The learner's reading-course calls (API.md); a check marks the lists and the reader out of date. */
const readingApi = api.injectEndpoints({
  endpoints: (build) => ({
    readingCourseIndex: build.query<CourseIndexOfSkill, void>({ query: () => ({ url: 'TestIndex/getTestCourseIndex', params: { skill: 'reading' } }), providesTags: ['ReadingProgress'] }),
    readingIntroduction: build.query<ReadingIntroduction, void>({ query: () => 'Course/getReadingIntroduction' }),
    readingLessons: build.query<LessonSummary[], CourseSourceName>({
      query: (source) => ({ url: 'TestIndex/getListSubTestCourseIndex', params: { skill: 'reading', source } }),
      providesTags: ['ReadingProgress'],
    }),
    readingPassages: build.query<PassageSummary[], number>({
      query: (lessonId) => ({ url: 'TestIndex/getListPassageForTestByLession', params: { lessonId } }),
      providesTags: ['ReadingProgress'],
    }),
    readingLesson: build.query<LessonDetail, number>({ query: (lessonId) => ({ url: 'Course/getLession', params: { lessonId } }), providesTags: ['ReadingProgress'] }),
    passageToRead: build.query<PassageToRead, number>({ query: (passageId) => ({ url: 'Course/getTestParam', params: { passageId } }), providesTags: ['ReadingProgress'] }),
    passageWords: build.query<PassageWord[], { passageId: number; lang: string }>({ query: ({ passageId, lang }) => ({ url: 'Words/getVocaForPassage', params: { passageId, lang } }) }),
    passagePractice: build.query<PassagePractice, number>({ query: (passageId) => ({ url: 'Words/getPracticForPassage', params: { passageId } }) }),
    passageVideo: build.query<PassageVideo, number>({ query: (passageId) => ({ url: 'Speaking/getVideoForPassage', params: { passageId } }) }),
    checkPractice: build.mutation<PracticeCheck, { passageId: number; responses: Record<string, unknown> }>({
      query: (body) => ({ url: 'Words/checkPracticForPassage', method: 'POST', body }),
      invalidatesTags: ['ReadingProgress'],
    }),
  }),
});

export const {
  useReadingCourseIndexQuery,
  useReadingIntroductionQuery,
  useReadingLessonsQuery,
  useReadingPassagesQuery,
  useReadingLessonQuery,
  usePassageToReadQuery,
  usePassageWordsQuery,
  usePassagePracticeQuery,
  usePassageVideoQuery,
  useCheckPracticeMutation,
} = readingApi;
