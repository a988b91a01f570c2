import { z } from 'zod';
import { defineQuestionType } from '../define-question-type';
import { gradeLetterParts, letterKey } from '../grade-parts';
import { segmentLettersOf, sentenceProblems } from './error-sentence';

export { parseErrorSentence, segmentLettersOf, type SentencePiece } from './error-sentence';

/** The one part of an error-identification question; its id is the question's own. */
const PART = 'answer';

/**
 * Error identification (grammar tests): a sentence with 2–5 underlined, lettered segments, one of
 * them wrong: "The results [A:was] [B:announced] by the [C:committee]." The key names the wrong
 * segment and may give its correction, shown in review. One mark.
 */
export const errorIdentification = defineQuestionType({
  id: 'error-identification',
  title: 'Error identification',
  contentSchema: z.object({
    instruction: z.string().trim().max(500).optional(),
    sentence: z.string().trim().min(1).max(2000).superRefine((sentence, context) => {
      for (const message of sentenceProblems(sentence)) context.addIssue({ code: 'custom', message });
    }),
  }),
  keySchema: z.object({
    correct: z.string().trim().min(1).max(8),
    correction: z.string().trim().min(1).max(500).optional(),
  }),
  responseSchema: z.object({ choice: z.string().max(8) }),
  checkKey: (content, key) => {
    const letters = segmentLettersOf(content.sentence);
    return letters.some((letter) => letterKey(letter) === letterKey(key.correct))
      ? []
      : [`The wrong segment ${key.correct} is not one of the sentence's segments (${letters.join(', ')}).`];
  },
  marks: () => 1,
  grade: ({ content, key, response }) => {
    const parts = gradeLetterParts({
      ids: [PART],
      correct: { [PART]: key.correct },
      optionIds: segmentLettersOf(content.sentence),
      responses: response ? { [PART]: response.choice } : undefined,
    });
    return { marks: parts.filter((part) => part.isCorrect).length, maxMarks: 1, parts };
  },
  example: {
    content: {
      instruction: 'Choose the underlined part that contains an error.',
      sentence: 'The results of the survey [A:was] [B:announced] by the [C:committee] [D:last week].',
    },
    key: { correct: 'A', correction: 'were' },
    response: { choice: 'A' },
  },
});
