import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../errors';
import { parseAcceptedAnswer } from './accepted-answer';

function variantsOf(accepted: string | string[]): string[] {
  return [...parseAcceptedAnswer(accepted).variants].sort();
}

describe('parseAcceptedAnswer', () => {
  it('expands word alternatives, whole alternatives and optional words', () => {
    expect(variantsOf('colour/color')).toEqual(['color', 'colour']);
    expect(variantsOf('bus/coach station')).toEqual(['bus station', 'coach station']);
    expect(variantsOf('car park / parking lot')).toEqual(['car park', 'parking lot']);
    expect(variantsOf(['car park', 'parking lot'])).toEqual(['car park', 'parking lot']);
    expect(variantsOf('(the) river bank')).toEqual(['river bank', 'the river bank']);
    expect(variantsOf('(a / the) map')).toEqual(['a map', 'map', 'the map']);
    expect(variantsOf('colo(u)r')).toEqual(['color', 'colour']);
  });

  it('keys variants so spellings that mark the same collapse', () => {
    expect([...parseAcceptedAnswer('part-time / part time').keys]).toEqual(['part time']);
    expect([...parseAcceptedAnswer('21 / twenty-one').keys]).toEqual(['21']);
  });

  it('refuses broken syntax with a 400 naming the problem', () => {
    for (const bad of ['(the river bank', 'the) river bank', '((the)) bank', 'colour/', '/color', '(the)', '( / )', 'a / ', '', []]) {
      let caught: unknown;
      try {
        parseAcceptedAnswer(bad);
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught), JSON.stringify(bad)).toBe(true);
    }
  });

  it('refuses a key that expands past a sane number of answers', () => {
    const huge = Array.from({ length: 9 }, (_, index) => `w${index}a/w${index}b`).join(' ');
    expect(() => parseAcceptedAnswer(huge)).toThrow(/more than 256/);
  });
});
