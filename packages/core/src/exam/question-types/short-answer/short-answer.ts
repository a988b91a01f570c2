import { z } from 'zod';
import { defineQuestionType, resultOf } from '../define-question-type';
import { checkAcceptedAnswers, checkCoverage, checkWordLimit, gradeTypedParts, limitFor } from '../grade-parts';
import { acceptedAnswerSchema, answersByPartSchema, itemsSchema, wordLimitSchema } from '../shared-schemas';

/**
 * Short-answer questions: "Answer the questions below. Write NO MORE THAN THREE WORDS for each
 * answer." One mark per question, marked by the matcher within the word limit (the key's
 * `wordLimit`, else the one the instruction prints).
 */
export const shortAnswer = defineQuestionType({
  id: 'short-answer',
  title: 'Short answer',
  contentSchema: z.object({
    instruction: z.string().trim().max(500).optional(),
    questions: itemsSchema,
  }),
  keySchema: z.object({
    answers: z.record(z.string(), acceptedAnswerSchema),
    wordLimit: wordLimitSchema,
  }),
  responseSchema: z.object({ answers: answersByPartSchema }),
  checkKey: (content, key) => [
    ...checkCoverage({ ids: content.questions.map((question) => question.id), answers: key.answers, what: 'question' }),
    ...checkAcceptedAnswers(key.answers),
    ...checkWordLimit(key.wordLimit),
  ],
  marks: (content) => content.questions.length,
  grade: ({ content, key, response }) =>
    resultOf(gradeTypedParts({
      ids: content.questions.map((question) => question.id),
      accepted: key.answers,
      responses: response?.answers,
      limit: limitFor({ wordLimit: key.wordLimit, instruction: content.instruction }),
    })),
  example: {
    content: {
      instruction: 'Answer the questions below. Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.',
      questions: [
        { id: '1', text: 'What does the museum lend to visitors free of charge?' },
        { id: '2', text: 'How many guided tours run each day?' },
      ],
    },
    key: { answers: { '1': '(an) audio guide/guides', '2': '3' } },
    response: { answers: { '1': 'audio guides', '2': 'three' } },
  },
});
