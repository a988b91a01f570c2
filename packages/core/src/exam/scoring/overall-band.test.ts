import { describe, expect, it } from 'vitest';
import { overallBand } from './overall-band';

describe('overallBand', () => {
  // Means ending in .125 / .375 / .625 / .875 and the .25 / .75 ties that IELTS rounds up.
  it.each([
    { bands: [6.5, 6.5, 5.5, 6], mean: 6.125, overall: 6 },
    { bands: [6.5, 6.5, 5, 7], mean: 6.25, overall: 6.5 },
    { bands: [6.5, 6, 6, 7], mean: 6.375, overall: 6.5 },
    { bands: [6, 6, 6, 6], mean: 6, overall: 6 },
    { bands: [6.5, 6.5, 6.5, 6.5], mean: 6.5, overall: 6.5 },
    { bands: [7, 7, 6.5, 6], mean: 6.625, overall: 6.5 },
    { bands: [7, 7, 6.5, 6.5], mean: 6.75, overall: 7 },
    { bands: [7, 7, 7, 6.5], mean: 6.875, overall: 7 },
    { bands: [4, 3.5, 4, 4], mean: 3.875, overall: 4 },
    { bands: [9, 9, 9, 8.5], mean: 8.875, overall: 9 },
    { bands: [0, 0, 0, 0.5], mean: 0.125, overall: 0 },
    { bands: [0, 0, 0.5, 0.5], mean: 0.25, overall: 0.5 },
  ])('$bands (mean $mean) → $overall', ({ bands, mean, overall }) => {
    expect(bands.reduce((sum, band) => sum + band, 0) / bands.length).toBe(mean);
    expect(overallBand(bands)).toBe(overall);
  });

  it('refuses no bands and bands off the half-band scale', () => {
    expect(() => overallBand([])).toThrow('An overall band needs at least one skill band.');
    expect(() => overallBand([6, 6, 6, 6.3])).toThrow('Skill band 6.3 is not a whole or half band from 0 to 9.');
    expect(() => overallBand([6, 6, 6, 9.5])).toThrow('Skill band 9.5 is not');
    expect(() => overallBand([6, 6, 6, -0.5])).toThrow('Skill band -0.5 is not');
  });
});
