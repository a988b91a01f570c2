/** A part of a TOEIC test that practice may choose: its section, its number (1–7) and its question range. */
export interface ToeicPartOption {
  /** The section id a practice start sends in `sectionIds`. */
  id: number;
  part: number | null;
  title: string;
  first: number | null;
  last: number | null;
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The rows of `OnlineToeicTest/getListPartByToeicReadingTest` (`ToeicPartListSchema`: `{ parts }`), read
 * leniently: also a bare array or `{ data: [...] }`, the section id as `id` or `sectionId`, the range as `first`/`last`,
 * `firstNumber`/`lastNumber` or `from`/`to`. Rows without an id are left out.
 */
export function readToeicParts(data: unknown): ToeicPartOption[] {
  const holder = data as { data?: unknown; parts?: unknown } | null;
  const rows: unknown[] = Array.isArray(data) ? data : Array.isArray(holder?.parts) ? holder.parts : Array.isArray(holder?.data) ? holder.data : [];
  return rows.flatMap((row) => {
    const value = (row ?? {}) as Record<string, unknown>;
    const id = numberOr(value.sectionId) ?? numberOr(value.id);
    if (id === null) return [];
    const part = numberOr(value.part);
    return [{
      id,
      part,
      title: typeof value.title === 'string' ? value.title : '',
      first: numberOr(value.first) ?? numberOr(value.firstNumber) ?? numberOr(value.from),
      last: numberOr(value.last) ?? numberOr(value.lastNumber) ?? numberOr(value.to),
    }];
  });
}
