import { describe, expect, it } from 'vitest';
import { answeredMultipleChoiceOne, splitPromptBlanks } from './multiple-choice-one';

describe('multiple-choice-one (web)', () => {
  it('splits a prompt at its printed blanks', () => {
    expect(splitPromptBlanks('The report must be ______ by Friday.')).toEqual(['The report must be ', ' by Friday.']);
    expect(splitPromptBlanks('Why did she move?')).toEqual(['Why did she move?']);
    expect(splitPromptBlanks('a __ b')).toEqual(['a __ b']);
    expect(splitPromptBlanks('')).toEqual(['']);
  });

  it('counts the number as answered once a letter is chosen', () => {
    expect(answeredMultipleChoiceOne({ numbers: [131], response: { choice: 'D' } })).toEqual([131]);
    expect(answeredMultipleChoiceOne({ numbers: [131], response: null })).toEqual([]);
  });
});
