import { defineContentType } from '../define-content-type';
import { boolean, json, longText, reference, richText, text } from '../fields';
import { PracticeItemSchema } from '../reading/reading';
import { wordFields } from '../words';

/**
 * The grammar course (docs/grammar.md): grades (API.md's `GrammarGrade`, the levels of the course),
 * each with units (`GrammarUnit`, ROUTES.md's "topics"); a unit has grammar points (`Grammar`: rich
 * text with examples), new words (`GrammarNewWords`: rows of the one `words` table whose
 * `grammarUnitId` is set) and exercises (`GrammarExercise`: one question of the exam engine's types,
 * graded by the engine's graders).
 */
export const grammarGradeType = defineContentType({
  entity: 'GrammarGrade',
  permission: 'grammar-grade',
  fields: {
    title: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  report: ['id', 'title', 'description', 'isPublished', 'sortOrder', 'createdAt'],
});

/** A unit of a grade: its topic. Ordered within its grade. */
export const grammarUnitType = defineContentType({
  entity: 'GrammarUnit',
  permission: 'grammar',
  parent: 'gradeId',
  fields: {
    gradeId: reference('GrammarGrade', { filter: true }),
    topic: text({ max: 200, search: true, sort: true }),
    description: longText({ max: 2000 }),
    isPublished: boolean({ filter: true, default: true }),
  },
  ordered: true,
  report: ['id', 'topic', 'description', 'isPublished', 'sortOrder', 'createdAt'],
});

/** A grammar point of a unit: its rule explained, with examples, as rich text. */
export const grammarPointType = defineContentType({
  entity: 'Grammar',
  permission: 'grammar',
  parent: 'unitId',
  fields: {
    unitId: reference('GrammarUnit', { filter: true }),
    title: text({ max: 200, search: true, sort: true }),
    bodyHtml: richText(),
  },
  ordered: true,
  report: ['id', 'title', 'sortOrder', 'createdAt'],
});

/** The new words of a unit: words of the one word shape, whose parent is a grammar unit. */
export const grammarNewWordsType = defineContentType({
  entity: 'GrammarNewWords',
  permission: 'new-words',
  parent: 'grammarUnitId',
  fields: {
    grammarUnitId: reference('GrammarUnit', { filter: true }),
    ...wordFields,
  },
  ordered: true,
  report: ['id', 'term', 'partOfSpeech', 'meaning', 'pronunciation', 'example', 'sortOrder', 'createdAt'],
});

/**
 * An exercise of a unit: one question of the exam engine (`question.type` one of the registry's
 * types: multiple choice, gap fill (`completion`), error identification, sentence transformation,
 * matching), its key and its explanation, checked by the registry when saved.
 */
export const grammarExerciseType = defineContentType({
  entity: 'GrammarExercise',
  permission: 'grammar-exercise',
  parent: 'unitId',
  fields: {
    unitId: reference('GrammarUnit', { filter: true }),
    title: text({ max: 200, search: true, sort: true }),
    question: json(PracticeItemSchema),
  },
  ordered: true,
  report: ['id', 'title', 'sortOrder', 'createdAt'],
});

export const grammarContentTypes = [grammarGradeType, grammarUnitType, grammarPointType, grammarNewWordsType, grammarExerciseType] as const;
