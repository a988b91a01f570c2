import { describe, expect, it } from 'vitest';
import { parseAcceptedAnswer } from './accepted-answer';
import { matchAnswer } from './match-answer';
import { answerKey, normalizeAnswer } from './normalize-answer';
import { parseWordLimit } from './word-limit';

/** Whether `response` earns the mark for `accepted`, with no word limit. */
function accepts(accepted: string | string[], response: string): boolean {
  return matchAnswer({ response, accepted }).isCorrect;
}

describe('normalizeAnswer', () => {
  it('drops case, extra spaces, surrounding punctuation and Unicode variants', () => {
    expect(normalizeAnswer('  The   River Bank. ')).toBe('the river bank');
    expect(normalizeAnswer('part – time')).toBe('part-time');
    expect(normalizeAnswer('children\u2019s')).toBe("children's");
    expect(normalizeAnswer('\u201Cmarket\u201D,')).toBe('market');
    expect(normalizeAnswer('ＣＡＦＥ')).toBe('cafe');
  });
});

describe('matchAnswer', () => {
  it('ignores case and extra or surrounding whitespace', () => {
    expect(accepts('river bank', 'River Bank')).toBe(true);
    expect(accepts('river bank', 'RIVER BANK')).toBe(true);
    expect(accepts('river bank', '  river   bank ')).toBe(true);
    expect(accepts('river bank', 'riverbank')).toBe(false);
  });

  it('ignores trailing and leading punctuation, but not spelling', () => {
    expect(accepts('lighthouse', 'lighthouse.')).toBe(true);
    expect(accepts('lighthouse', 'lighthouse,')).toBe(true);
    expect(accepts('lighthouse', '"lighthouse"')).toBe(true);
    expect(accepts('lighthouse', 'lighthous')).toBe(false);
    expect(accepts('lighthouse', 'lighthouses')).toBe(false);
  });

  it('treats curly and straight apostrophes alike, but keeps the apostrophe', () => {
    expect(accepts("children's", 'children\u2019s')).toBe(true);
    expect(accepts('children\u2019s', "children's")).toBe(true);
    expect(accepts("children's", 'childrens')).toBe(false);
  });

  it('treats a hyphen and a space alike, in both directions', () => {
    expect(accepts('part-time', 'part time')).toBe(true);
    expect(accepts('part time', 'part-time')).toBe(true);
    expect(accepts('well-known', 'well known')).toBe(true);
    expect(accepts('part-time', 'part \u2013 time')).toBe(true);
    // Closing the gap is a different spelling, not a hyphen.
    expect(accepts('part-time', 'parttime')).toBe(false);
  });

  it('accepts a number in digits or words', () => {
    expect(accepts('3', 'three')).toBe(true);
    expect(accepts('three', '3')).toBe(true);
    expect(accepts('21', 'twenty-one')).toBe(true);
    expect(accepts('21', 'twenty one')).toBe(true);
    expect(accepts('1000', '1,000')).toBe(true);
    expect(accepts('1,000', 'one thousand')).toBe(true);
    expect(accepts('1000', 'a thousand')).toBe(true);
    expect(accepts('105', 'one hundred and five')).toBe(true);
    expect(accepts('2.5', 'two point five')).toBe(true);
    expect(accepts('2.50', '2.5')).toBe(true);
  });

  it('does not confuse numbers that sound alike or are badly grouped', () => {
    expect(accepts('30', 'thirteen')).toBe(false);
    expect(accepts('13', 'thirty')).toBe(false);
    expect(accepts('50', 'twenty thirty')).toBe(false);
    expect(accepts('100', '1,00')).toBe(false);
    expect(accepts('1000', '10,00')).toBe(false);
    expect(accepts('21', '2 1')).toBe(false);
  });

  it('reads digits grouped with spaces as one number, but leaves phone numbers alone', () => {
    expect(accepts('1000', '1 000')).toBe(true);
    expect(accepts('25,000', '25 000')).toBe(true);
    expect(accepts('1000', '1 00')).toBe(false);
    expect(accepts('0161 496 0000', '0161 496 0000')).toBe(true);
    expect(accepts('0161 496 0000', '01614960000')).toBe(false);
  });

  it('accepts ordinals in digits or words, with the right suffix only', () => {
    expect(accepts('3rd', 'third')).toBe(true);
    expect(accepts('third', '3rd')).toBe(true);
    expect(accepts('21st floor', 'twenty-first floor')).toBe(true);
    expect(accepts('3rd', '3')).toBe(false);
    expect(accepts('3rd', '3th')).toBe(false);
  });

  it('accepts numbers inside longer answers', () => {
    expect(accepts('3 buses', 'three buses')).toBe(true);
    expect(accepts('a 20-minute walk', 'a twenty minute walk')).toBe(true);
    expect(accepts('a 20-minute walk', 'a 20 minute walk')).toBe(true);
    // `a` stays a word unless a hundred, thousand or million follows.
    expect(accepts('a 20-minute walk', '1 20-minute walk')).toBe(false);
  });

  it('accepts currency and percentages as a symbol or a word', () => {
    expect(accepts('£20', '20 pounds')).toBe(true);
    expect(accepts('£20', 'twenty pounds')).toBe(true);
    expect(accepts('20 pounds', '£20')).toBe(true);
    expect(accepts('£1,500', '£1500')).toBe(true);
    expect(accepts('15%', '15 per cent')).toBe(true);
    expect(accepts('15%', 'fifteen percent')).toBe(true);
    expect(accepts('£20', '20')).toBe(false);
    expect(accepts('£20', '$20')).toBe(false);
  });

  it('accepts a round figure written with a scale word', () => {
    expect(accepts('2,500,000', '2.5 million')).toBe(true);
    expect(accepts('3000', '3 thousand')).toBe(true);
    expect(accepts('3 thousand', 'three thousand')).toBe(true);
    expect(accepts('2.5 million', '25 million')).toBe(false);
  });

  it('reads a leading point as a decimal, and pence as p', () => {
    expect(accepts('0.5', '.5')).toBe(true);
    expect(accepts('0.5', '5')).toBe(false);
    expect(accepts('50p', '50 pence')).toBe(true);
    expect(accepts('50p', 'fifty pence')).toBe(true);
    expect(accepts('50p', '50')).toBe(false);
  });

  it('accepts a date in any common order, with or without the ordinal', () => {
    expect(accepts('15 March', 'March 15')).toBe(true);
    expect(accepts('15 March', '15th March')).toBe(true);
    expect(accepts('15 March', 'the 15th of March')).toBe(true);
    expect(accepts('15 March', 'March the fifteenth')).toBe(true);
    expect(accepts('15 March', 'fifteenth of march.')).toBe(true);
    expect(accepts('15 March', '16 March')).toBe(false);
    expect(accepts('15 March', '15 May')).toBe(false);
    expect(accepts('15 March', 'the 15 of March')).toBe(false);
  });

  it('accepts any alternative separated by a slash, each binding one word', () => {
    expect(accepts('colour/color', 'colour')).toBe(true);
    expect(accepts('colour/color', 'color')).toBe(true);
    expect(accepts('bus/coach station', 'coach station')).toBe(true);
    expect(accepts('bus/coach station', 'bus station')).toBe(true);
    expect(accepts('bus/coach station', 'bus coach station')).toBe(false);
    // A learner who hedges with both spellings has not given one answer.
    expect(accepts('colour/color', 'colour/color')).toBe(false);
  });

  it('accepts any whole answer given as an array or separated by a spaced slash', () => {
    expect(accepts(['car park', 'parking lot'], 'parking lot')).toBe(true);
    expect(accepts('car park / parking lot', 'car park')).toBe(true);
    expect(accepts('car park / parking lot', 'parking lot')).toBe(true);
    expect(accepts('car park / parking lot', 'car lot')).toBe(false);
  });

  it('accepts an answer with or without its optional words', () => {
    expect(accepts('(the) river bank', 'river bank')).toBe(true);
    expect(accepts('(the) river bank', 'the river bank')).toBe(true);
    expect(accepts('(the) river bank', 'a river bank')).toBe(false);
    expect(accepts('(a/the) map', 'a map')).toBe(true);
    expect(accepts('(a/the) map', 'map')).toBe(true);
    expect(accepts('the (red/blue) car', 'the blue car')).toBe(true);
    expect(accepts('the (red/blue) car', 'the car')).toBe(true);
    expect(accepts('the (red/blue) car', 'the green car')).toBe(false);
    expect(accepts('the (red/blue) car', 'the red blue car')).toBe(false);
  });

  it('accepts optional characters when the brackets touch a word', () => {
    expect(accepts('colo(u)r', 'color')).toBe(true);
    expect(accepts('colo(u)r', 'colour')).toBe(true);
    expect(accepts('(£)20', '20')).toBe(true);
    expect(accepts('(£)20', '£20')).toBe(true);
    expect(accepts('20(-)minute', '20minute')).toBe(true);
    expect(accepts('colo(u)r', 'colur')).toBe(false);
  });

  it('refuses a right word inside a longer wrong answer', () => {
    expect(accepts('library', 'the library')).toBe(false);
    expect(accepts('library', 'library or museum')).toBe(false);
    expect(accepts('river bank', 'bank')).toBe(false);
    expect(accepts('3', '3 or 4')).toBe(false);
  });

  it('marks an empty answer wrong with its own reason', () => {
    expect(matchAnswer({ response: '', accepted: 'library' })).toEqual({ isCorrect: false, reason: 'empty' });
    expect(matchAnswer({ response: '  . ', accepted: 'library' })).toEqual({ isCorrect: false, reason: 'empty' });
    expect(matchAnswer({ response: 'museum', accepted: 'library' })).toEqual({ isCorrect: false, reason: 'mismatch' });
    expect(matchAnswer({ response: 'Library.', accepted: 'library' })).toEqual({ isCorrect: true });
  });

  it('marks an answer over the word limit wrong even when it holds the right words', () => {
    const twoWords = parseWordLimit('NO MORE THAN TWO WORDS');
    const withNumber = parseWordLimit('NO MORE THAN TWO WORDS AND/OR A NUMBER');
    const accepted = '(the) old harbour';
    expect(matchAnswer({ response: 'old harbour', accepted, limit: twoWords })).toEqual({ isCorrect: true });
    expect(matchAnswer({ response: 'the old harbour', accepted, limit: twoWords })).toEqual({ isCorrect: false, reason: 'over-limit' });
    expect(matchAnswer({ response: '2 old harbours', accepted: '2 old harbours', limit: withNumber })).toEqual({ isCorrect: true });
    expect(matchAnswer({ response: 'two old harbours', accepted: '2 old harbours', limit: withNumber })).toEqual({ isCorrect: true });
    expect(matchAnswer({ response: 'old-harbour', accepted: 'old harbour', limit: parseWordLimit('ONE WORD ONLY') })).toEqual({ isCorrect: true });
  });

  it('takes a pre-parsed key, so one key can mark many answers', () => {
    const accepted = parseAcceptedAnswer('(the) north/south gate');
    expect(matchAnswer({ response: 'South Gate', accepted }).isCorrect).toBe(true);
    expect(matchAnswer({ response: 'the north gate', accepted }).isCorrect).toBe(true);
    expect(matchAnswer({ response: 'east gate', accepted }).isCorrect).toBe(false);
  });
});

describe('answerKey', () => {
  it('gives equal keys to equal answers', () => {
    expect(answerKey('Twenty-One Pounds.')).toBe(answerKey('£21'));
    expect(answerKey('the 3rd floor')).toBe('the 3rd floor');
    expect(answerKey('one-way')).toBe('1 way');
  });
});
