import {
  CourseIndexOfSkillSchema,
  CourseSkillQuerySchema,
  CourseSourceQuerySchema,
  LessonDetailSchema,
  LessonQuerySchema,
  LessonSummarySchema,
  PassageQuerySchema,
  PassageSummarySchema,
  PassageToReadSchema,
  ReadingIntroductionSchema,
} from '@lexam/contracts';
import { getCourseIndexOfSkill, getLessonDetail, getPassageToRead, getReadingIntroduction, listLessonsOfSource, listPassagesOfLesson } from '@lexam/core';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { problems, security, tags } from './online-test-routes';

/**
 * The reading course as a learner walks it (API.md): the sources with their counts, a source's
 * lessons, a lesson's passages, one lesson, one passage to read, the introduction. Only published
 * lessons and passages are answered (an unpublished one is the 404 of a missing one), and the
 * progress shown is always the signed-in learner's own.
 */
export default async function readingCourseRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/TestIndex/getTestCourseIndex',
    { schema: { tags, summary: 'The sources of a course (reading: cambridge, realTest) with lesson and passage counts and how many passages the learner has done', security, querystring: CourseSkillQuerySchema, response: { 200: CourseIndexOfSkillSchema, ...problems } } },
    async (request) => getCourseIndexOfSkill({ db }, { userId: principalOf(request).id, skill: request.query.skill }),
  );

  app.get(
    '/TestIndex/getListSubTestCourseIndex',
    { schema: { tags, summary: 'The published lessons of a source in order, each with its passage count and the learner’s done count', security, querystring: CourseSourceQuerySchema, response: { 200: z.array(LessonSummarySchema), ...problems } } },
    async (request) => listLessonsOfSource({ db }, { userId: principalOf(request).id, skill: request.query.skill, source: request.query.source }),
  );

  app.get(
    '/TestIndex/getListPassageForTestByLession',
    { schema: { tags, summary: 'The published passages of a lesson in order, with the learner’s done flag and best practice score', security, querystring: LessonQuerySchema, response: { 200: z.array(PassageSummarySchema), ...problems } } },
    async (request) => listPassagesOfLesson({ db }, { userId: principalOf(request).id, lessonId: request.query.lessonId }),
  );

  app.get(
    '/Course/getLession',
    { schema: { tags, summary: 'One published lesson with its published passages in order', security, querystring: LessonQuerySchema, response: { 200: LessonDetailSchema, ...problems } } },
    async (request) => getLessonDetail({ db }, { userId: principalOf(request).id, lessonId: request.query.lessonId }),
  );

  app.get(
    '/Course/getTestParam',
    { schema: { tags, summary: 'A published passage to read: its text, lesson, neighbours, whether it has a video, and the learner’s progress', security, querystring: PassageQuerySchema, response: { 200: PassageToReadSchema, ...problems } } },
    async (request) => getPassageToRead({ db }, { userId: principalOf(request).id, passageId: request.query.passageId }),
  );

  app.get(
    '/Course/getReadingIntroduction',
    { schema: { tags, summary: 'The published introduction of the reading course; null when there is none', security, response: { 200: ReadingIntroductionSchema, ...problems } } },
    async (request) => {
      principalOf(request);
      return getReadingIntroduction({ db });
    },
  );
}
