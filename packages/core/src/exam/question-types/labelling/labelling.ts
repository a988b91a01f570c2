import { z } from 'zod';
import { defineQuestionType, resultOf } from '../define-question-type';
import { checkAcceptedAnswers, checkCoverage, checkWordLimit, gradeLetterParts, gradeTypedParts, letterKey, limitFor } from '../grade-parts';
import { acceptedAnswerSchema, answersByPartSchema, partIdSchema, uniqueIds, wordLimitSchema } from '../shared-schemas';

/** What is labelled; the player draws each the same way, from the image and the blanks' positions. */
export const labellingVariants = ['diagram', 'map', 'plan'] as const;

/**
 * Diagram, map or plan labelling: numbered blanks on an image, one mark per blank. Either the learner
 * types each label (marked by the matcher within the word limit), or, when `options` lists letters
 * printed on the image or beside it ("Choose FIVE answers from the box"), gives a letter for each.
 */
export const labelling = defineQuestionType({
  id: 'labelling',
  title: 'Diagram / map / plan labelling',
  contentSchema: z.object({
    variant: z.enum(labellingVariants),
    instruction: z.string().trim().max(500).optional(),
    /** The storage key of the picture; the key never lives in it, the picture shows only numbers. */
    imageKey: z.string().trim().min(1).max(300).optional(),
    blanks: uniqueIds(z.array(z.object({
      id: partIdSchema,
      /** Printed beside the number, if anything: `the ______ room`. */
      text: z.string().trim().max(500).optional(),
      /** Where the number sits on the image, as fractions of its width and height. */
      at: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
    })).min(1).max(30), 'blank'),
    /** Letters to choose from; their text is optional because a map may print only the letters. */
    options: uniqueIds(z.array(z.object({ id: z.string().trim().min(1).max(8), text: z.string().trim().max(500).optional() })).min(2).max(30), 'option').optional(),
  }),
  keySchema: z.object({
    /** Accepted answers in the matcher syntax; with options, the option letter(s) instead. */
    answers: z.record(z.string(), acceptedAnswerSchema),
    wordLimit: wordLimitSchema,
  }),
  responseSchema: z.object({ blanks: answersByPartSchema }),
  checkKey: (content, key) => {
    const problems = checkCoverage({ ids: content.blanks.map((blank) => blank.id), answers: key.answers, what: 'blank' });
    if (!content.options) return [...problems, ...checkAcceptedAnswers(key.answers), ...checkWordLimit(key.wordLimit)];
    const letters = new Set(content.options.map((option) => letterKey(option.id)));
    for (const [id, accepted] of Object.entries(key.answers)) {
      for (const letter of [accepted].flat()) {
        if (!letters.has(letterKey(letter))) problems.push(`The answer ${letter} to blank ${id} is not one of the options.`);
      }
    }
    return problems;
  },
  marks: (content) => content.blanks.length,
  grade: ({ content, key, response }) => {
    const ids = content.blanks.map((blank) => blank.id);
    if (content.options) {
      return resultOf(gradeLetterParts({ ids, correct: key.answers, optionIds: content.options.map((option) => option.id), responses: response?.blanks }));
    }
    const limit = limitFor({ wordLimit: key.wordLimit, instruction: content.instruction });
    return resultOf(gradeTypedParts({ ids, accepted: key.answers, responses: response?.blanks, limit }));
  },
  example: {
    content: {
      variant: 'plan',
      instruction: 'Label the plan below. Write ONE WORD ONLY for each answer.',
      imageKey: 'exam/images/example-sports-centre-plan.png',
      blanks: [
        { id: '1', text: '______ room', at: { x: 0.2, y: 0.3 } },
        { id: '2', text: '______ desk', at: { x: 0.7, y: 0.8 } },
      ],
    },
    key: { answers: { '1': 'changing', '2': 'reception' } },
    response: { blanks: { '1': 'Changing', '2': 'reception' } },
  },
});
