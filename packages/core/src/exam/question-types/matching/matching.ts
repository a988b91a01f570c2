import { z } from 'zod';
import { defineQuestionType, resultOf } from '../define-question-type';
import { checkCoverage, gradeLetterParts, letterKey } from '../grade-parts';
import { answersByPartSchema, itemsSchema, optionsSchema } from '../shared-schemas';

/**
 * What is matched to what: `headings` (a heading from a list i–x to each paragraph), `information`
 * (a paragraph letter to each piece of information), `features` (a person, date or place from a list
 * to each statement), `sentence-endings` (an ending to each sentence beginning).
 */
export const matchingVariants = ['headings', 'information', 'features', 'sentence-endings'] as const;

/**
 * Matching: each item gets one option from a list. One mark per item. `optionsReusable` is the
 * printed "NB You may use any letter more than once"; without it the key must give each item a
 * different option. A learner reusing an option is not refused: each item is marked on its own,
 * so at most one of the repeats can be right.
 */
export const matching = defineQuestionType({
  id: 'matching',
  title: 'Matching',
  contentSchema: z.object({
    variant: z.enum(matchingVariants),
    instruction: z.string().trim().max(500).optional(),
    /** What the learner answers: paragraphs, statements, sentence beginnings. */
    items: itemsSchema,
    /** What the learner picks from: headings, paragraph letters, features, endings. */
    options: optionsSchema(2),
    optionsReusable: z.boolean().default(false),
  }),
  keySchema: z.object({ answers: z.record(z.string(), z.string().trim().min(1).max(8)) }),
  responseSchema: z.object({ answers: answersByPartSchema }),
  checkKey: (content, key) => {
    const problems = checkCoverage({ ids: content.items.map((item) => item.id), answers: key.answers, what: 'item' });
    const options = new Set(content.options.map((option) => letterKey(option.id)));
    const used = Object.values(key.answers).map(letterKey);
    for (const [id, option] of Object.entries(key.answers)) {
      if (!options.has(letterKey(option))) problems.push(`The answer ${option} to item ${id} is not one of the options.`);
    }
    if (!content.optionsReusable && new Set(used).size !== used.length) {
      problems.push('The key uses an option twice; set optionsReusable when the instruction allows it.');
    }
    return problems;
  },
  marks: (content) => content.items.length,
  grade: ({ content, key, response }) =>
    resultOf(gradeLetterParts({
      ids: content.items.map((item) => item.id),
      correct: key.answers,
      optionIds: content.options.map((option) => option.id),
      responses: response?.answers,
    })),
  example: {
    content: {
      variant: 'headings',
      instruction: 'Choose the correct heading for each paragraph from the list of headings below.',
      items: [
        { id: '1', text: 'Paragraph A' },
        { id: '2', text: 'Paragraph B' },
      ],
      options: [
        { id: 'i', text: 'An unexpected harvest' },
        { id: 'ii', text: 'Why farmers moved inland' },
        { id: 'iii', text: 'The cost of new machinery' },
      ],
    },
    key: { answers: { '1': 'ii', '2': 'i' } },
    response: { answers: { '1': 'ii', '2': 'I' } },
  },
});
