import { describe, expect, it } from 'vitest';
import { questionTypeFor } from '@lexam/core';
import { demoReadingTest } from '@lexam/db';
import { responseFor } from './bulk';

describe('responseFor', () => {
  const questions = demoReadingTest.test.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));

  it('answers every question of the demo reading test in a shape its type accepts', () => {
    expect(questions.length).toBeGreaterThan(10);
    for (const question of questions) {
      for (const variant of [0, 1, 2, 3]) {
        const parsed = questionTypeFor(question.type).responseSchema.safeParse(responseFor(question, variant));
        expect(parsed.success, `${question.type} ${question.number}`).toBe(true);
      }
    }
  });

  it('varies the answer with the variant, so saves are not all the same', () => {
    const choice = { type: 'multiple-choice-one', number: 3 };
    expect(responseFor(choice, 0)).toEqual({ choice: 'A' });
    expect(responseFor(choice, 1)).toEqual({ choice: 'B' });
    expect(responseFor({ type: 'completion', number: 7 }, 2)).toEqual({ blanks: { 7: 'answer 2' } });
  });
});
