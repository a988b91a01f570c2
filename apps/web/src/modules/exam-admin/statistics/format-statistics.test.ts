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

  it('names why a question is flagged', () => {
    expect(flagReasons({ facility: 0.1, discrimination: 0.1 })).toEqual(['statistics.flags.hard', 'statistics.flags.weak']);
    expect(flagReasons({ facility: 0.95, discrimination: null })).toEqual(['statistics.flags.easy']);
    expect(flagReasons({ facility: 0.5, discrimination: 0.4 })).toEqual([]);
  });
});
