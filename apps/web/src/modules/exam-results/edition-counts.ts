import { TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes/paths';

/** The published TOEIC tests of an edition, per skill. */
export interface EditionCount {
  edition: ToeicEdition;
  reading: number;
  listening: number;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * `OnlineToeicTest/getToeicSubCourseIndex` (or `CourseToeicTest/getCourseToeicTest`) read leniently:
 * rows `{ edition, skill, testCount | count }` or `{ edition, reading, listening }`, bare or under
 * `data` / `editions`. Every edition is listed, in the catalogue's order, 0 when absent.
 */
export function readEditionCounts(data: unknown): EditionCount[] {
  const holder = data as { data?: unknown; editions?: unknown } | null;
  const rows: unknown[] = Array.isArray(data) ? data : Array.isArray(holder?.data) ? holder.data : Array.isArray(holder?.editions) ? holder.editions : [];
  const counts = new Map<string, EditionCount>(TOEIC_EDITIONS.map((edition) => [edition, { edition, reading: 0, listening: 0 }]));
  for (const row of rows) {
    const value = (row ?? {}) as Record<string, unknown>;
    const entry = typeof value.edition === 'string' ? counts.get(value.edition) : undefined;
    if (!entry) continue;
    if (value.skill === 'reading' || value.skill === 'listening') entry[value.skill] += count(value.testCount ?? value.count);
    const bySkill = (value.counts ?? value) as Record<string, unknown>;
    if (value.skill === undefined) {
      entry.reading += count(bySkill.reading);
      entry.listening += count(bySkill.listening);
    }
  }
  return [...counts.values()];
}
