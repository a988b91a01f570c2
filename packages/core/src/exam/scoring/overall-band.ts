/**
 * The IELTS overall band: the mean of the skill bands (Listening, Reading, Writing, Speaking),
 * reported to the nearest half band. IELTS rounds a mean ending in .25 up to the next half band and
 * one ending in .75 up to the next whole band, i.e. ties go up; a mean ending in .125 goes down.
 * Computed on doubled bands (whole numbers) so no floating-point residue can tip a tie.
 */
export function overallBand(bands: readonly number[]): number {
  if (bands.length === 0) throw new RangeError('An overall band needs at least one skill band.');
  for (const band of bands) {
    if (!Number.isInteger(band * 2) || band < 0 || band > 9) {
      throw new RangeError(`Skill band ${String(band)} is not a whole or half band from 0 to 9.`);
    }
  }
  const doubledSum = bands.reduce((sum, band) => sum + band * 2, 0);
  // Math.round sends .5 up, which is exactly IELTS's "ties go up" on the half-band scale.
  return Math.round(doubledSum / bands.length) / 2;
}
