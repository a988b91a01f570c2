import { describe, expect, it } from 'vitest';
import { badRowsOf, formatOfFile } from './import-problems';

describe('badRowsOf', () => {
  it('lists the bad rows by line, the line-less first', () => {
    const problem = {
      title: 'Bad rows',
      errors: [
        { field: 'body.text', code: 'invalid', message: 'Line 7: No meaning', params: { line: 7 } },
        { field: 'body.text', code: 'invalid', message: 'No term', params: { line: 3 } },
        { field: 'body.text', code: 'invalid', message: 'Too many columns' },
      ],
    };
    expect(badRowsOf(problem)).toEqual([
      { line: null, message: 'Too many columns' },
      { line: 3, message: 'No term' },
      { line: 7, message: 'No meaning' },
    ]);
  });
  it('is empty for anything else', () => {
    expect(badRowsOf(null)).toEqual([]);
    expect(badRowsOf({ title: 'x' })).toEqual([]);
  });
});

describe('formatOfFile', () => {
  it('guesses from the name', () => {
    expect(formatOfFile('Words.CSV')).toBe('csv');
    expect(formatOfFile('anki.tsv')).toBe('tsv');
    expect(formatOfFile('quizlet.txt')).toBe('auto');
  });
});
