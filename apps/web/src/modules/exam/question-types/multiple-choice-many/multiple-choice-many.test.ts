import { describe, expect, it } from 'vitest';
import { answeredMultipleChoiceMany, blankMultipleChoiceMany, chosenLetters, toggleLetter } from './multiple-choice-many';

describe('multiple-choice-many helpers', () => {
  it('answers one number per distinct letter chosen', () => {
    expect(answeredMultipleChoiceMany({ numbers: [14, 15], response: null })).toEqual([]);
    expect(answeredMultipleChoiceMany({ numbers: [14, 15], response: { choices: ['B'] } })).toEqual([14]);
    expect(answeredMultipleChoiceMany({ numbers: [14, 15], response: { choices: ['B', 'b', 'C', 'D'] } })).toEqual([14, 15]);
    expect(chosenLetters({ choices: [' ', 'A', 'a'] })).toEqual(['A']);
  });

  it('toggles a letter but never past the number to choose', () => {
    expect(toggleLetter({ chosen: ['A'], letter: 'B', choose: 2 })).toEqual(['A', 'B']);
    expect(toggleLetter({ chosen: ['A', 'B'], letter: 'C', choose: 2 })).toEqual(['A', 'B']);
    expect(toggleLetter({ chosen: ['A', 'B'], letter: 'a', choose: 2 })).toEqual(['B']);
  });

  it('makes a blank with more options than letters to choose', () => {
    const { content, answerKey } = blankMultipleChoiceMany([19, 20]);
    expect(content.choose).toBe(2);
    expect(content.options.length).toBeGreaterThan(content.choose);
    expect(answerKey.correct).toHaveLength(2);
  });
});
