import { CheckPracticeBodySchema, PassagePracticeSchema, PassageQuerySchema, PassageWordSchema, PassageWordsQuerySchema, PracticeCheckSchema } from '@lexam/contracts';
import { checkPassagePractice, getPassagePractice, listPassageWords } from '@lexam/core';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { languageOfHeader } from './course';
import { problems, security, tags } from './online-test-routes';

/**
 * A reading passage's vocabulary, practice and video lesson (API.md: `Words/getVocaForPassage`,
 * `Words/getPracticForPassage`; `Speaking/getVideoForPassage`, shared with the speaking prompts, is
 * in speaking.ts), and our own
 * `POST Words/checkPracticForPassage`, which grades with the exam engine and records the learner's
 * progress. The practice carries no key, explanation or evidence until it is checked.
 */
export default async function readingPracticeRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/Words/getVocaForPassage',
    { schema: { tags, summary: 'The words of a published passage in order; the meaning in `lang` (else Accept-Language) when translated, English otherwise', security, querystring: PassageWordsQuerySchema, response: { 200: z.array(PassageWordSchema), ...problems } } },
    async (request, reply) => {
      principalOf(request);
      const language = request.query.lang ?? languageOfHeader(request.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      return listPassageWords({ db }, { passageId: request.query.passageId, language });
    },
  );

  app.get(
    '/Words/getPracticForPassage',
    { schema: { tags, summary: 'The practice questions of a published passage as the learner answers them (no key), numbered from 1', security, querystring: PassageQuerySchema, response: { 200: PassagePracticeSchema, ...problems } } },
    async (request) => {
      principalOf(request);
      return getPassagePractice({ db }, { passageId: request.query.passageId });
    },
  );

  app.post(
    '/Words/checkPracticForPassage',
    {
      // It writes no exam attempt, so the kept attempt states stay (see app.ts).
      config: { writesOwnAttemptsOnly: true },
      schema: {
        tags,
        summary: 'Not in API.md: grades the learner’s practice responses (by item index) with the exam engine, answers each verdict with the key and explanation, and records the best score',
        security,
        body: CheckPracticeBodySchema,
        response: { 200: PracticeCheckSchema, ...problems },
      },
    },
    async (request) => checkPassagePractice({ db }, { userId: principalOf(request).id, passageId: request.body.passageId, responses: request.body.responses }),
  );
}
