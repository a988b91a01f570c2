import { z } from 'zod';
import { defineQuestionType, resultOf } from '../define-question-type';
import type { PartResult } from '../define-question-type';
import { letterKey } from '../grade-parts';
import { optionsSchema } from '../shared-schemas';

/**
 * Multiple choice with several answers: "Choose TWO letters, A–E." As IELTS marks it, each correct
 * letter is one mark and the order is free. Letters are compared without case and repeats count once.
 *
 * More letters than asked scores **nothing** (every part `too-many-choices`): a paper answer sheet
 * with two letters in one box is marked wrong, and taking "the first N" would let a learner tick
 * every box and keep the lucky ones in front. A player should stop at N; this is the safety net.
 * Fewer letters than asked are marked as they stand; the missing parts are `unanswered`.
 */
export const multipleChoiceMany = defineQuestionType({
  id: 'multiple-choice-many',
  title: 'Multiple choice (several answers)',
  contentSchema: z
    .object({
      instruction: z.string().trim().max(500).optional(),
      prompt: z.string().trim().min(1).max(2000),
      /** How many letters the learner must choose ("Choose TWO letters"). */
      choose: z.number().int().min(2).max(10),
      options: optionsSchema(3),
    })
    .refine((content) => content.choose < content.options.length, { message: 'There must be more options than letters to choose.' }),
  keySchema: z.object({ correct: z.array(z.string().trim().min(1).max(8)).min(2).max(10) }),
  responseSchema: z.object({ choices: z.array(z.string().max(8)).max(30) }),
  checkKey: (content, key) => {
    const problems: string[] = [];
    const correct = new Set(key.correct.map(letterKey));
    if (correct.size !== key.correct.length) problems.push('The key names the same letter twice.');
    if (key.correct.length !== content.choose) problems.push(`The key has ${key.correct.length} letters but the question asks for ${content.choose}.`);
    const options = new Set(content.options.map((option) => letterKey(option.id)));
    for (const letter of key.correct) {
      if (!options.has(letterKey(letter))) problems.push(`The correct option ${letter} is not one of the options.`);
    }
    return problems;
  },
  marks: (content) => content.choose,
  grade: ({ content, key, response }) => {
    // Parts are numbered 1..N like the question numbers they stand for; hits fill them in order.
    const ids = Array.from({ length: content.choose }, (_, index) => String(index + 1));
    const picked = [...new Set((response?.choices ?? []).map(letterKey).filter(Boolean))];
    if (picked.length > content.choose) {
      return resultOf(ids.map((id): PartResult => ({ id, isCorrect: false, reason: 'too-many-choices' })));
    }
    const correct = new Set(key.correct.map(letterKey));
    const options = new Set(content.options.map((option) => letterKey(option.id)));
    const hits = picked.filter((letter) => correct.has(letter));
    const misses = picked.filter((letter) => !correct.has(letter));
    return resultOf(ids.map((id, index): PartResult => {
      if (index < hits.length) return { id, isCorrect: true };
      const miss = misses[index - hits.length];
      if (miss === undefined) return { id, isCorrect: false, reason: 'unanswered' };
      return { id, isCorrect: false, reason: options.has(miss) ? 'wrong' : 'not-an-option' };
    }));
  },
  example: {
    content: {
      instruction: 'Choose TWO letters, A–E.',
      prompt: 'Which TWO things does the guide say visitors to the garden should bring?',
      choose: 2,
      options: [
        { id: 'A', text: 'a packed lunch' },
        { id: 'B', text: 'walking boots' },
        { id: 'C', text: 'a camera' },
        { id: 'D', text: 'a raincoat' },
        { id: 'E', text: 'binoculars' },
      ],
    },
    key: { correct: ['B', 'D'] },
    response: { choices: ['D', 'B'] },
  },
});
