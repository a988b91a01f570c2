import { describe, expect, it } from 'vitest';
import { normalizeDigits, ordinalSuffix, parseNumberWords } from './number-words';

describe('parseNumberWords', () => {
  it('reads units, teens and tens, with or without a hyphen', () => {
    expect(parseNumberWords('zero')).toBe(0);
    expect(parseNumberWords('seven')).toBe(7);
    expect(parseNumberWords('thirteen')).toBe(13);
    expect(parseNumberWords('thirty')).toBe(30);
    expect(parseNumberWords('twenty-one')).toBe(21);
    expect(parseNumberWords('Twenty One')).toBe(21);
    expect(parseNumberWords('ninety-nine')).toBe(99);
  });

  it('reads hundreds, thousands and millions, with or without "and"', () => {
    expect(parseNumberWords('one hundred')).toBe(100);
    expect(parseNumberWords('a hundred')).toBe(100);
    expect(parseNumberWords('one hundred and five')).toBe(105);
    expect(parseNumberWords('one hundred five')).toBe(105);
    expect(parseNumberWords('fifteen hundred')).toBe(1500);
    expect(parseNumberWords('a thousand')).toBe(1000);
    expect(parseNumberWords('one thousand and twenty')).toBe(1020);
    expect(parseNumberWords('two thousand three hundred and forty-five')).toBe(2345);
    expect(parseNumberWords('three million')).toBe(3_000_000);
    expect(parseNumberWords('nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine')).toBe(999_999_999);
  });

  it('reads ordinals and decimals', () => {
    expect(parseNumberWords('third')).toBe(3);
    expect(parseNumberWords('twenty-first')).toBe(21);
    expect(parseNumberWords('one hundredth')).toBe(100);
    expect(parseNumberWords('two point five')).toBe(2.5);
    expect(parseNumberWords('zero point zero five')).toBe(0.05);
  });

  it('refuses what is not exactly one well-formed number', () => {
    expect(parseNumberWords('twenty thirty')).toBeNull();
    expect(parseNumberWords('one two')).toBeNull();
    expect(parseNumberWords('a')).toBeNull();
    expect(parseNumberWords('hundred')).toBeNull();
    expect(parseNumberWords('one hundred and')).toBeNull();
    expect(parseNumberWords('twenty buses')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });
});

describe('normalizeDigits', () => {
  it('gives one spelling to thousands commas and decimal zeros, and keeps codes as written', () => {
    expect(normalizeDigits('1,000')).toBe('1000');
    expect(normalizeDigits('1,250,000')).toBe('1250000');
    expect(normalizeDigits('1,00')).toBe('1,00');
    expect(normalizeDigits('2.50')).toBe('2.5');
    expect(normalizeDigits('3.0')).toBe('3');
    expect(normalizeDigits('007')).toBe('007');
  });

  it('knows the English ordinal suffixes', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map((n) => `${n}${ordinalSuffix(n)}`)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th',
    ]);
  });
});
