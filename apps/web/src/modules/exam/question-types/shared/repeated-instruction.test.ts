import { describe, expect, it } from 'vitest';
import { repeatsInstruction } from './repeated-instruction';

const NOTES = 'Questions 7–10. Complete the notes below. Choose NO MORE THAN TWO WORDS AND/OR A NUMBER from the passage for each answer.';

describe('repeated instruction', () => {
  it('finds a gap-fill instruction that only repeats its group', () => {
    expect(repeatsInstruction('Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.', NOTES)).toBe(true);
    expect(repeatsInstruction('Choose TWO letters, A–E.', 'Questions 19–20. Choose TWO letters, A–E.')).toBe(true);
  });

  it('keeps one that adds something', () => {
    expect(repeatsInstruction('Write NO MORE THAN THREE WORDS for each answer.', NOTES)).toBe(false);
    expect(repeatsInstruction('The diagram of a hive is the one described in paragraph D. Write NO MORE THAN TWO WORDS for each answer.', 'Label the diagram below. Choose NO MORE THAN TWO WORDS from the passage for each answer.')).toBe(false);
    expect(repeatsInstruction('Write the correct letter, A–F.', 'Complete each sentence with the correct ending, A–F, below.')).toBe(false);
    expect(repeatsInstruction('Write your answer.', NOTES)).toBe(false);
  });
});
