import { describe, expect, it } from 'vitest';
import { formatWordFile, parseWordFile } from './word-file';

describe('parseWordFile', () => {
  it('reads Quizlet tab-separated text without a header', () => {
    const { words, problems } = parseWordFile('abandon\tto leave behind\nabundant\tmore than enough\n');
    expect(problems).toEqual([]);
    expect(words.map((word) => [word.line, word.term, word.meaning, word.partOfSpeech])).toEqual([
      [1, 'abandon', 'to leave behind', 'noun'],
      [2, 'abundant', 'more than enough', 'noun'],
    ]);
  });

  it('reads CSV with a header in any order, quoted fields, doubled quotes and a line break inside quotes', () => {
    const text = '\uFEFFMeaning,Term,Part of speech,Example\r\n"to say ""no"" to",decline,v,"She declined,\npolitely."\r\nfast,quick,adj,\r\n';
    const { words, problems } = parseWordFile(text);
    expect(problems).toEqual([]);
    expect(words).toEqual([
      { line: 2, term: 'decline', meaning: 'to say "no" to', partOfSpeech: 'verb', example: 'She declined,\npolitely.', pronunciation: null },
      { line: 4, term: 'quick', meaning: 'fast', partOfSpeech: 'adjective', example: '', pronunciation: null },
    ]);
  });

  it('follows Anki’s #separator line and skips its other # lines, counting lines from the top of the file', () => {
    const { words, problems } = parseWordFile('#separator:tab\n#html:false\nterm\tmeaning\tipa\n\tno term here\nwell\tin a good way\t/wel/\n');
    expect(words).toEqual([{ line: 5, term: 'well', meaning: 'in a good way', pronunciation: '/wel/', example: '', partOfSpeech: 'noun' }]);
    expect(problems).toEqual([{ line: 4, reason: 'The term is empty.' }]);
  });

  it('lists every bad row with its line and reason', () => {
    const text = ['term,meaning,pronunciation,example,partOfSpeech', 'ok,fine', 'lonely', `${'x'.repeat(121)},too long`, 'run,to move fast,,,flying', '', 'good,"unclosed'].join('\n');
    const { words, problems } = parseWordFile(text, 'csv');
    expect(words.map((word) => word.term)).toEqual(['ok']);
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 5, 7]);
    expect(problems[0]!.reason).toMatch(/no meaning/);
    expect(problems[1]!.reason).toMatch(/longer than 120/);
    expect(problems[2]!.reason).toMatch(/"flying" is not a part of speech/);
    expect(problems[3]!.reason).toMatch(/never closed/);
  });

  it('answers a problem for an empty file', () => {
    expect(parseWordFile('\n\n').problems).toEqual([{ line: 1, reason: 'There is no word in the file.' }]);
  });
});

describe('formatWordFile', () => {
  const words = [
    { term: 'decline', meaning: 'to say "no", politely', pronunciation: '/dɪˈklaɪn/', example: 'She declined\nthe offer.', partOfSpeech: 'verb' },
    { term: 'quick', meaning: 'fast', pronunciation: null, example: '', partOfSpeech: 'adjective' },
  ];

  it('writes CSV that reads back as it was', () => {
    const text = formatWordFile(words, 'csv');
    expect(text.split('\r\n')[0]).toBe('term,meaning,pronunciation,example,partOfSpeech');
    const { words: back, problems } = parseWordFile(text);
    expect(problems).toEqual([]);
    expect(back.map(({ line: _line, ...word }) => word)).toEqual(words);
  });

  it('writes tab-separated text without tabs or line breaks inside a field', () => {
    const text = formatWordFile(words, 'tsv');
    expect(text).toContain('decline\tto say "no", politely\t/dɪˈklaɪn/\tShe declined the offer.\tverb\r\n');
    const { words: back } = parseWordFile(text);
    expect(back[1]).toMatchObject({ term: 'quick', meaning: 'fast' });
  });
});
