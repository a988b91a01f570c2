import { z } from 'zod';
import { defineQuestionType } from '../define-question-type';
import { gradeLetterParts, letterKey } from '../grade-parts';
import { optionsSchema } from '../shared-schemas';

/** The one part of a one-answer question; its id is the question's own. */
const PART = 'answer';

/** Multiple choice with one answer: "Choose the correct letter, A, B, C or D." One mark. */
export const multipleChoiceOne = defineQuestionType({
  id: 'multiple-choice-one',
  title: 'Multiple choice (one answer)',
  contentSchema: z.object({
    instruction: z.string().trim().max(500).optional(),
    prompt: z.string().trim().max(2000).default(''),
    options: optionsSchema(2),
  }),
  keySchema: z.object({ correct: z.string().trim().min(1).max(8) }),
  responseSchema: z.object({ choice: z.string().max(8) }),
  checkKey: (content, key) =>
    content.options.some((option) => letterKey(option.id) === letterKey(key.correct))
      ? []
      : [`The correct option ${key.correct} is not one of the options.`],
  marks: () => 1,
  grade: ({ content, key, response }) => {
    const parts = gradeLetterParts({
      ids: [PART],
      correct: { [PART]: key.correct },
      optionIds: content.options.map((option) => option.id),
      responses: response ? { [PART]: response.choice } : undefined,
    });
    return { marks: parts.filter((part) => part.isCorrect).length, maxMarks: 1, parts };
  },
  example: {
    content: {
      instruction: 'Choose the correct letter, A, B or C.',
      prompt: 'Why did the speaker move to the coast?',
      options: [
        { id: 'A', text: 'to be nearer her family' },
        { id: 'B', text: 'to start a new job' },
        { id: 'C', text: 'to improve her health' },
      ],
    },
    key: { correct: 'B' },
    response: { choice: 'B' },
  },
});
