import { describe, expect, it } from 'vitest';
import { splitByTerms, termMatcher } from './highlight-terms';

describe('splitByTerms', () => {
  it('finds whole words in any case, with a plural ending, and joins back into the text', () => {
    const text = 'Strangers leave a scheme; the schemer and the schemes stay.';
    const pieces = splitByTerms(text, ['stranger', 'scheme']);
    expect(pieces.filter((piece) => piece.term).map((piece) => [piece.text, piece.term])).toEqual([['Strangers', 'stranger'], ['scheme', 'scheme'], ['schemes', 'scheme']]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('prefers the longer phrase and matches it across a line break', () => {
    const pieces = splitByTerms('Our carbon\nfootprint and carbon.', ['carbon', 'carbon footprint']);
    expect(pieces.filter((piece) => piece.term).map((piece) => piece.term)).toEqual(['carbon footprint', 'carbon']);
  });

  it('treats terms as text, not patterns, and leaves a text without terms whole', () => {
    expect(splitByTerms('a (b) c', ['(b)'])).toEqual([{ text: 'a ' }, { text: '(b)', term: '(b)' }, { text: ' c' }]);
    expect(splitByTerms('nothing here', [])).toEqual([{ text: 'nothing here' }]);
    expect(termMatcher(['  '])).toBeNull();
  });
});
