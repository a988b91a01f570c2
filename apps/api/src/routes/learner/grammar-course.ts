import { GrammarCheckAnswerSchema, GrammarCheckBodySchema, GrammarCourseIndexSchema, GrammarCoursePageParamsSchema, GrammarGradeQuerySchema, GrammarGradeUnitsSchema, GrammarUnitExercisesSchema, GrammarUnitLessonSchema, GrammarUnitQuerySchema } from '@lexam/contracts';
import { checkGrammarExercise, getGrammarCourseIndex, getGrammarUnitExercises, getGrammarUnitLesson, getGrammarUnits } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import type { App } from '../../types';
import { languageOfHeader } from './course';
import { problems, security, tags } from './online-test-routes';

/**
 * The grammar course as a learner works through it (docs/grammar.md). Only published grades and
 * units are answered; the progress read and written is the learner's own.
 */
export default async function grammarCourseRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/GrammarCourse/getCourseIndexs/:pageIndex/:pageSize',
    { schema: { tags, summary: 'The published grades of the grammar course, each with its published units and the learner’s score', security, params: GrammarCoursePageParamsSchema, response: { 200: GrammarCourseIndexSchema, ...problems } } },
    async (request) => getGrammarCourseIndex({ db }, { userId: principalOf(request).id, ...request.params }),
  );

  app.get(
    '/GrammarCourse/getGrammarUnit',
    { schema: { tags, summary: 'A published grade’s units, each with the learner’s score and the first exercise not answered', security, querystring: GrammarGradeQuerySchema, response: { 200: GrammarGradeUnitsSchema, ...problems } } },
    async (request) => getGrammarUnits({ db }, { userId: principalOf(request).id, gradeId: request.query.gradeId }),
  );

  app.get(
    '/GrammarCourse/getNewWordsAndGrammar',
    { schema: { tags, summary: 'A published unit’s grammar points and new words; meanings in `lang` (else Accept-Language) when translated', security, querystring: GrammarUnitQuerySchema, response: { 200: GrammarUnitLessonSchema, ...problems } } },
    async (request, reply) => {
      principalOf(request);
      reply.header('vary', 'Accept-Language');
      return getGrammarUnitLesson({ db }, { unitId: request.query.unitId, language: request.query.lang ?? languageOfHeader(request.headers['accept-language']) });
    },
  );

  app.get(
    '/GrammarCourse/getGrammarExercise',
    { schema: { tags, summary: 'A published unit’s exercises without their keys (an answered one with its last result), the learner’s score and where to resume', security, querystring: GrammarUnitQuerySchema, response: { 200: GrammarUnitExercisesSchema, ...problems } } },
    async (request) => getGrammarUnitExercises({ db }, { userId: principalOf(request).id, unitId: request.query.unitId }),
  );

  app.post(
    '/GrammarCourse/checkExercise',
    {
      config: { writesOwnAttemptsOnly: true },
      schema: { tags, summary: 'Not in API.md: checks one answer with the exam engine, answers right or wrong with the key and the explanation, and records the learner’s progress', security, body: GrammarCheckBodySchema, response: { 200: GrammarCheckAnswerSchema, ...problems } },
    },
    async (request) => checkGrammarExercise({ db }, { userId: principalOf(request).id, exerciseId: request.body.exerciseId, response: request.body.response }),
  );
}
