import { describe, expect, it } from 'vitest';
import { evidencePhrases, findPhrase, foldPhrase, piecesOf } from './find-phrase';

describe('evidencePhrases', () => {
  it('splits the joined phrases of a multi-number item', () => {
    expect(evidencePhrases('first one … second one')).toEqual(['first one', 'second one']);
    expect(evidencePhrases('just one')).toEqual(['just one']);
    expect(evidencePhrases(null)).toEqual([]);
    expect(evidencePhrases('  ')).toEqual([]);
  });
});

describe('findPhrase', () => {
  it('finds a phrase inside one text node', () => {
    expect(findPhrase(['The doors were closed for eighteen months.'], 'closed for eighteen months')).toEqual({ start: { node: 0, offset: 15 }, end: { node: 0, offset: 41 } });
  });

  it('finds a phrase across tags (several text nodes)', () => {
    const texts = ['Daniel said: ', 'That', "'s F, A, double R, O, W."];
    const range = findPhrase(texts, "That's F, A, double R, O, W.");
    expect(range).toEqual({ start: { node: 1, offset: 0 }, end: { node: 2, offset: 24 } });
    expect(piecesOf(texts, range!)).toEqual([{ node: 1, from: 0, to: 4 }, { node: 2, from: 0, to: 24 }]);
  });

  it('tolerates whitespace, line breaks, case, curly quotes and dashes', () => {
    const texts = ['What’s  new is a\n small   RECORDING studio — booked'];
    expect(findPhrase(texts, "What's new is a small recording studio - booked")).not.toBeNull();
    expect(findPhrase(['a', ' ', 'b'], 'a b')).toEqual({ start: { node: 0, offset: 0 }, end: { node: 2, offset: 1 } });
  });

  it('says null when the phrase is not there or empty', () => {
    expect(findPhrase(['nothing here'], 'something')).toBeNull();
    expect(findPhrase(['text'], '   ')).toBeNull();
  });

  it('folds a phrase the way the text is folded', () => {
    expect(foldPhrase('  It’s   A “Test” ')).toBe('it\'s a "test"');
  });
});
