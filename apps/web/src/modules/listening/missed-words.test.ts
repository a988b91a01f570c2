import { describe, expect, it } from 'vitest';
import type { DictationWord } from '@lexam/contracts';
import { missedWords } from './missed-words';

const word = (status: DictationWord['status'], expected?: string, typed?: string): DictationWord => ({ status, ...(expected === undefined ? {} : { expected }), ...(typed === undefined ? {} : { typed }) });

describe('missedWords', () => {
  it('makes a card of each wrong or missing word, the sentence blanked out', () => {
    const words = [word('wrong', 'Trains', 'trans'), word('right', 'leave', 'leave'), word('missing', 'the'), word('right', 'station.', 'station'), word('extra', undefined, 'now')];
    expect(missedWords(words, 'Trains leave the station.')).toEqual([
      { term: 'trains', meaning: '______ leave the station.', example: 'Trains leave the station.' },
      { term: 'the', meaning: 'Trains leave ___ station.', example: 'Trains leave the station.' },
    ]);
  });

  it('keeps each word once and leaves numbers out', () => {
    const words = [word('missing', 'the'), word('missing', '25'), word('wrong', 'the', 'a')];
    expect(missedWords(words, 'the 25 the').map((item) => item.term)).toEqual(['the']);
  });
});
