import { describe, expect, it } from 'vitest';
import { onceInstructions } from './once-instructions';

const photo = (id: number, number: number) => ({
  id,
  instructions: `Question ${number}. Look at the picture and select the statement that best describes it.`,
  questions: [{ id: id * 10, content: { instruction: 'Select the statement that best describes the picture.', choices: 4 } }],
});

describe('onceInstructions', () => {
  it('shows a part’s repeated instructions once: the first set says them, the others keep their number only', () => {
    const once = onceInstructions([photo(1, 1), photo(2, 2), photo(3, 3)] as never);
    expect(once.groupText.get(1)).toBe('Question 1. Look at the picture and select the statement that best describes it.');
    expect(once.groupText.get(2)).toBeNull();
    expect(once.groupText.get(3)).toBeNull();
    // The question's own instruction: said by its one-question group already, then seen.
    expect([...once.quietQuestions]).toEqual([10, 20, 30]);
  });

  it('keeps instructions that differ (sets of Part 3 name their own questions) and a question’s new instruction', () => {
    const once = onceInstructions([
      { id: 1, instructions: 'Questions 32–34 refer to the following conversation.', questions: [{ id: 11, content: {} }, { id: 12, content: {} }] },
      { id: 2, instructions: 'Questions 35–37 refer to the following conversation.', questions: [{ id: 21, content: { instruction: 'Choose TWO letters.' } }, { id: 22, content: {} }] },
      { id: 3, instructions: '', questions: [{ id: 31, content: { instruction: 'Choose TWO letters.' } }] },
    ] as never);
    expect(once.groupText.get(1)).toContain('32–34');
    expect(once.groupText.get(2)).toContain('35–37');
    expect(once.groupText.get(3)).toBe('');
    expect([...once.quietQuestions]).toEqual([31]);
  });

  it('leaves out a question’s instruction that only repeats its many-question group’s (gap fill)', () => {
    const once = onceInstructions([
      { id: 1, instructions: 'Questions 7–8. Complete the notes below. Choose NO MORE THAN TWO WORDS from the passage for each answer.', questions: [{ id: 71, content: { instruction: 'Write NO MORE THAN TWO WORDS for each answer.' } }, { id: 72, content: { instruction: 'Write the correct letter, A–F.' } }] },
    ] as never);
    expect([...once.quietQuestions]).toEqual([71]);
  });
});
