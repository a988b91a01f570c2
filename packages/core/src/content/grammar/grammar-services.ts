import { grammarExerciseType, grammarGradeType, grammarNewWordsType, grammarPointType, grammarUnitType, type PracticeItem } from '@lexam/contracts';
import { isNotNull, tables } from '@lexam/db';
import { badRequest } from '../../errors';
import { checkQuestion } from '../../exam/question-types';
import { createContentService } from '../content-service';

/** The grammar course's question types: the exam engine's, no other (docs/grammar.md). */
export const GRAMMAR_QUESTION_TYPES = ['multiple-choice-one', 'completion', 'error-identification', 'sentence-transformation', 'matching'] as const;

/** An exercise's question must be one of the course's types and a valid question of the exam engine. */
export function checkExerciseQuestion(question: PracticeItem): PracticeItem {
  if (!(GRAMMAR_QUESTION_TYPES as readonly string[]).includes(question.type)) {
    throw badRequest(`An exercise's question type is one of ${GRAMMAR_QUESTION_TYPES.join(', ')}.`, [{ field: 'body.question.type', message: `Not a grammar exercise type: ${question.type}.` }]);
  }
  try {
    checkQuestion(question);
  } catch (error) {
    const problems = (error as { errors?: { field: string; message: string }[] }).errors ?? [{ field: '', message: (error as Error).message }];
    throw badRequest('The exercise\'s question is not valid.', problems.map((problem) => ({ field: `body.question${problem.field ? `.${problem.field}` : ''}`, message: problem.message })));
  }
  return question;
}

export const grammarGradeService = createContentService({ type: grammarGradeType, table: tables.grammarGrades });
export const grammarUnitService = createContentService({ type: grammarUnitType, table: tables.grammarUnits });
export const grammarPointService = createContentService({ type: grammarPointType, table: tables.grammarPoints });
/** A unit's new words: the words whose parent is a grammar unit. */
export const grammarNewWordsService = createContentService({ type: grammarNewWordsType, table: tables.words, scope: (columns) => isNotNull(columns.grammarUnitId!) });
export const grammarExerciseService = createContentService({
  type: grammarExerciseType,
  table: tables.grammarExercises,
  beforeWrite: ({ values }) => {
    if (values.question && typeof values.question === 'object') checkExerciseQuestion(values.question as PracticeItem);
    return values;
  },
});

export const grammarContentServices = [grammarGradeService, grammarUnitService, grammarPointService, grammarNewWordsService, grammarExerciseService];
