import { z } from 'zod';
import { defineQuestionType } from '../define-question-type';
import { gradeLetterParts, letterKey } from '../grade-parts';

/** The one part of an audio-choice question; its id is the question's own (as `multiple-choice-one`). */
const PART = 'answer';

/** The letters a learner sees for `choices` statements: `A`–`C` (Part 2) or `A`–`D` (Part 1). */
export function audioChoiceLetters(choices: number): string[] {
  return ['A', 'B', 'C', 'D'].slice(0, choices);
}

/**
 * TOEIC Parts 1 and 2: the statements (A)–(D) or responses (A)–(C) are heard, never printed, so the
 * content holds only how many there are; their text lives in the group's transcript, shown after
 * submission. One mark.
 */
export const audioChoice = defineQuestionType({
  id: 'audio-choice',
  title: 'Choice of heard statements (letters only)',
  contentSchema: z.object({
    instruction: z.string().trim().max(500).optional(),
    choices: z.union([z.literal(3), z.literal(4)]),
  }),
  keySchema: z.object({ correct: z.string().trim().min(1).max(8) }),
  responseSchema: z.object({ choice: z.string().max(8) }),
  checkKey: (content, key) =>
    audioChoiceLetters(content.choices).some((letter) => letterKey(letter) === letterKey(key.correct))
      ? []
      : [`The correct letter ${key.correct} is not one of ${audioChoiceLetters(content.choices).join(', ')}.`],
  marks: () => 1,
  grade: ({ content, key, response }) => {
    const parts = gradeLetterParts({
      ids: [PART],
      correct: { [PART]: key.correct },
      optionIds: audioChoiceLetters(content.choices),
      responses: response ? { [PART]: response.choice } : undefined,
    });
    return { marks: parts.filter((part) => part.isCorrect).length, maxMarks: 1, parts };
  },
  example: {
    content: { instruction: 'Select the statement that best describes the photograph.', choices: 4 },
    key: { correct: 'C' },
    response: { choice: 'C' },
  },
});
