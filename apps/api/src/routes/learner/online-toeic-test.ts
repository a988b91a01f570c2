import {
  AttemptClockSchema,
  ProblemSchema,
  StartAttemptClockBodySchema,
  ToeicCourseIndexQuerySchema,
  ToeicCourseIndexSchema,
  ToeicCourseOverviewSchema,
  ToeicEditionCountSchema,
  ToeicPartListQuerySchema,
  ToeicPartListSchema,
  ToeicSubCourseIndexQuerySchema,
  ToeicTestListQuerySchema,
} from '@lexam/contracts';
import { getToeicCourseIndex, getToeicCourseOverview, listToeicEditions, listToeicParts, startAttemptClock } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { z } from 'zod';
import type { App } from '../../types';
import { problems, registerOnlineTestRoutes, security, tags } from './online-test-routes';

/**
 * The learner's TOEIC online tests (API.md: `CourseToeicTest/getCourseToeicTest`,
 * `OnlineToeicTest/*`): the editions and parts, then the same attempt, save, submit and result calls
 * as IELTS, answering TOEIC tests only. `submitIeltsReadingTest` is the spec's name for the TOEIC submit.
 */
export default async function onlineToeicTestRoutes(app: App) {
  const db = () => app.database.db;

  app.get(
    '/CourseToeicTest/getCourseToeicTest',
    {
      schema: {
        tags,
        summary: 'The TOEIC landing’s overview: every edition with its published tests per skill, and the totals; `course`: the TOEIC course’s published lessons by skill, edition and part with the learner’s progress (narrowed by `skill` and `edition`)',
        security,
        querystring: ToeicCourseIndexQuerySchema,
        response: { 200: ToeicCourseOverviewSchema.extend({ course: ToeicCourseIndexSchema }), ...problems },
      },
    },
    async (request) => {
      const [overview, course] = await Promise.all([getToeicCourseOverview({ db: db() }), getToeicCourseIndex({ db: db() }, { userId: principalOf(request).id, ...request.query })]);
      return { ...overview, course };
    },
  );

  app.get(
    '/OnlineToeicTest/getToeicSubCourseIndex',
    { schema: { tags, summary: 'The TOEIC editions (ets, ets2020 … ets2023) with their published tests per skill', security, querystring: ToeicSubCourseIndexQuerySchema, response: { 200: z.array(ToeicEditionCountSchema), ...problems } } },
    async (request) => listToeicEditions({ db: db() }, request.query),
  );

  app.get(
    '/OnlineToeicTest/getListPartByToeicReadingTest',
    { schema: { tags, summary: 'The parts of a TOEIC test (reading or listening) with their question ranges, for practice by part: pass their sectionId as sectionIds', security, querystring: ToeicPartListQuerySchema, response: { 200: ToeicPartListSchema, ...problems } } },
    async (request) => listToeicParts({ db: db() }, { testId: request.query.testId }),
  );

  app.post(
    '/OnlineToeicTest/startAttemptClock',
    { config: { writesOwnAttemptsOnly: true }, schema: { tags, summary: 'The learner pressed Play: a listening attempt’s clock starts now, by the server’s clock, once (later calls leave the deadline as the first set it)', security, body: StartAttemptClockBodySchema, response: { 200: AttemptClockSchema, ...problems, 409: ProblemSchema } } },
    async (request) => startAttemptClock({ db: db() }, { userId: principalOf(request).id, attemptId: request.body.attemptId, kind: 'toeic' }),
  );

  registerOnlineTestRoutes(app, {
    controller: 'OnlineToeicTest',
    kind: 'toeic',
    names: { list: 'getOnlineToeicTest', start: 'startOnlineToeicTest', submit: 'submitIeltsReadingTest' },
    listQuery: ToeicTestListQuerySchema,
    startSummary: 'Starts a TOEIC attempt: full (the test’s own duration; listening paced by its recordings, its clock waiting for the first play: startAttemptClock) or practice of chosen parts (sectionIds) with an optional time limit',
  });
}
