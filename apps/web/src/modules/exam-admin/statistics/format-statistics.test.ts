import { describe, expect, it } from 'vitest';
import { flagReasons, formatDiscrimination, formatFacility } from './format-statistics';

describe('statistics formatting', () => {
  it('shows facility as a percentage and discrimination with two signed decimals', () => {
    expect(formatFacility(2 / 3, 'en')).toBe('67%');
    expect(formatFacility(null, 'en')).toBe('—');
    expect(formatDiscrimination(0.5, 'en')).toBe('+0.50');
    expect(formatDiscrimination(-0.123, 'en')).toBe('-0.12');
    expect(formatDiscrimination(null, 'en')).toBe('—');
  });

  it('names why a question is flagged, from 20 attempts on', () => {
    expect(flagReasons({ attemptCount: 20, facility: 0.1, discrimination: 0.1 })).toEqual(['statistics.flags.hard', 'statistics.flags.weak']);
    expect(flagReasons({ attemptCount: 25, facility: 0.95, discrimination: null })).toEqual(['statistics.flags.easy']);
    expect(flagReasons({ attemptCount: 40, facility: 0.5, discrimination: 0.4 })).toEqual([]);
  });

  it('says there are not enough attempts below the minimum, whatever the figures', () => {
    expect(flagReasons({ attemptCount: 3, facility: 0, discrimination: null })).toEqual(['statistics.flags.tooFew']);
    expect(flagReasons({ attemptCount: 19, facility: 1, discrimination: -1 })).toEqual(['statistics.flags.tooFew']);
    expect(flagReasons({ attemptCount: 10, facility: 0.5, discrimination: 0.5 }, 10)).toEqual([]);
  });
});
