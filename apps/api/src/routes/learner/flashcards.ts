import {
  type ContentLanguage,
  FlashcardSettingsSchema,
  FlashTestQuerySchema,
  FlashTestResultBodySchema,
  FlashTestResultSchema,
  FlashTestSchema,
  MatchDealSchema,
  MatchResultBodySchema,
  MatchResultSchema,
  PracticeQuerySchema,
  PracticeSetSchema,
  ResetFlashcardBodySchema,
  ResetFlashcardResultSchema,
  ReviewBodySchema,
  ReviewResultSchema,
  StartMatchBodySchema,
  StartStudyBodySchema,
  StatsQuerySchema,
  StatsSchema,
  StudyBatchSchema,
  StudyQuerySchema,
  StudySessionSchema,
  Top10QuerySchema,
  Top10Schema,
  UpdateFlashcardSettingsBodySchema,
} from '@lexam/contracts';
import {
  getFlashcardSettings,
  getFlashcardStats,
  getFlashTest,
  getPractice,
  getStudyBatch,
  getTop10,
  gradeFlashTest,
  resetFlashcards,
  reviewCard,
  sendMatchResult,
  startMatch,
  startStudy,
  updateFlashcardSettings,
} from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { languageOfHeader } from './course';
import { security, tags } from './online-test-routes';
import { config, flashProblems as problems } from './word-lists';

/**
 * Flashcards (API.md: `FlashCard/getTop10`, `getPractics`, `getQuestion`, `getStudyBy`,
 * `POST FlashCard/sendResultTest`, `sendResultMatch`, `resetFlashcard`, `PUT FlashCard/startStudy`),
 * and our own `POST FlashCard/review`, `GET|PUT FlashCard/settings`, `GET FlashCard/getStats` and
 * `POST FlashCard/startMatch`. Study (FSRS) runs on the learner's own lists; practice, match and test
 * on any list they can read, and never change the schedule.
 */
export default async function flashcardRoutes(app: App) {
  const db = app.database.db;
  /** The language asked for, else the Accept-Language header's. */
  const lang = (request: { headers: { 'accept-language'?: string } }, given: ContentLanguage | undefined) => given ?? languageOfHeader(request.headers['accept-language']);

  app.get(
    '/FlashCard/settings',
    { schema: { tags, summary: 'Not in API.md: the learner’s study settings (desired retention, new cards a day, UTC offset of their day)', security, response: { 200: FlashcardSettingsSchema, ...problems } } },
    async (request) => getFlashcardSettings(db, principalOf(request).id),
  );

  app.put(
    '/FlashCard/settings',
    { config, schema: { tags, operationId: 'learner_FlashCard_updateSettings', summary: 'Not in API.md: changes the learner’s study settings; desired retention 0.70–0.99', security, body: UpdateFlashcardSettingsBodySchema, response: { 200: FlashcardSettingsSchema, ...problems } } },
    async (request) => updateFlashcardSettings(db, principalOf(request).id, request.body),
  );

  app.put(
    '/FlashCard/startStudy',
    { config, schema: { tags, summary: 'Opens a study session on one of the learner’s lists: the settings and what is due and new today', security, body: StartStudyBodySchema, response: { 200: StudySessionSchema, ...problems } } },
    async (request) => startStudy(db, principalOf(request).id, request.body),
  );

  app.get(
    '/FlashCard/getStudyBy',
    { schema: { tags, summary: 'The cards to study now on one of the learner’s lists: due ones, new ones up to the daily limit, and learning steps due within 20 minutes; each with the next interval of Again, Hard, Good and Easy', security, querystring: StudyQuerySchema, response: { 200: StudyBatchSchema, ...problems } } },
    async (request) => getStudyBatch(db, principalOf(request).id, { ...request.query, lang: lang(request, request.query.lang) }),
  );

  app.post(
    '/FlashCard/review',
    { config, schema: { tags, summary: 'Not in API.md: answers a study card (again, hard, good, easy); FSRS schedules it, the answer is appended to the review log; a new card past the daily limit is refused 409', security, body: ReviewBodySchema, response: { 200: ReviewResultSchema, ...problems } } },
    async (request) => reviewCard(db, principalOf(request).id, request.body),
  );

  app.post(
    '/FlashCard/resetFlashcard',
    { config, schema: { tags, summary: 'Resets the schedule of one of the learner’s lists: its cards are deleted (every word new again), the review log is kept and marked reset', security, body: ResetFlashcardBodySchema, response: { 200: ResetFlashcardResultSchema, ...problems } } },
    async (request) => resetFlashcards(db, principalOf(request).id, request.body.wordListId),
  );

  app.get(
    '/FlashCard/getStats',
    { schema: { tags, summary: 'Not in API.md: a list’s charts: reviews per day by answer, retention (share not Again), cards due in each of the next 14 days, cards by state', security, querystring: StatsQuerySchema, response: { 200: StatsSchema, ...problems } } },
    async (request) => getFlashcardStats(db, principalOf(request).id, request.query),
  );

  app.get(
    '/FlashCard/getPractics',
    { schema: { tags, summary: 'The words of a readable list in a random order for practice, each with up to four meanings to choose from; changes no schedule', security, querystring: PracticeQuerySchema, response: { 200: PracticeSetSchema, ...problems } } },
    async (request) => getPractice(db, principalOf(request).id, { ...request.query, lang: lang(request, request.query.lang) }),
  );

  app.post(
    '/FlashCard/startMatch',
    { config, schema: { tags, summary: 'Not in API.md: deals a match of 6–8 pairs on a readable list and starts the server’s clock', security, body: StartMatchBodySchema, response: { 200: MatchDealSchema, ...problems } } },
    async (request) => startMatch(db, principalOf(request).id, { ...request.body, lang: lang(request, request.body.lang) }),
  );

  app.post(
    '/FlashCard/sendResultMatch',
    { config, schema: { tags, summary: 'The one result of a dealt match: every pair must be right; the time is the server’s from the deal; a second result is refused 409', security, body: MatchResultBodySchema, response: { 200: MatchResultSchema, ...problems } } },
    async (request) => sendMatchResult(db, principalOf(request).id, request.body),
  );

  app.get(
    '/FlashCard/getTop10',
    { schema: { tags, summary: 'The ten best learners’ best match times on a list (a copy of a shared list shares its board) and the learner’s own rank', security, querystring: Top10QuerySchema, response: { 200: Top10Schema, ...problems } } },
    async (request) => getTop10(db, principalOf(request).id, request.query),
  );

  app.get(
    '/FlashCard/getQuestion',
    { schema: { tags, summary: 'A test on a readable list: `count` questions of the kinds asked (multipleChoice, written, trueFalse); changes no schedule', security, querystring: FlashTestQuerySchema, response: { 200: FlashTestSchema, ...problems } } },
    async (request) => getFlashTest(db, principalOf(request).id, { ...request.query, lang: lang(request, request.query.lang) }),
  );

  app.post(
    '/FlashCard/sendResultTest',
    { config, schema: { tags, summary: 'Grades a test on the server against the words and answers each result with the right answer; changes no schedule', security, body: FlashTestResultBodySchema, response: { 200: FlashTestResultSchema, ...problems } } },
    async (request) => gradeFlashTest(db, principalOf(request).id, { ...request.body, lang: lang(request, request.body.lang) }),
  );
}
