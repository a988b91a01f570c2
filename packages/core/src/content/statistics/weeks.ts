/**
 * ISO weeks (Monday to Sunday, UTC) as the statistics count them: a week is named by its Monday,
 * `yyyy-MM-dd`, and pages of weeks run newest first.
 */

const DAY_MS = 86_400_000;

/** The day `yyyy-MM-dd` (UTC) of a date or of a timestamp's text. */
export function dayOf(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${String(value)}`);
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week holding this date (UTC). */
export function mondayOf(value: Date | string): string {
  const day = dayOf(value);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** How many weeks from the week of Monday `first` to the week of Monday `last`, both counted. */
export function weeksBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / (7 * DAY_MS)) + 1;
}

/**
 * One page of the weeks from `first` to `last` (Mondays), newest first: page 1 ends with the week of
 * `last`. A `first` after `last` counts the one week of `last`.
 */
export function weekPage({ first, last, pageIndex, pageSize }: { first: string; last: string; pageIndex: number; pageSize: number }): { totalWeeks: number; weeks: string[] } {
  const totalWeeks = Math.max(1, weeksBetween(first, last));
  const skip = (pageIndex - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, totalWeeks - skip));
  return { totalWeeks, weeks: Array.from({ length: count }, (_, index) => addDays(last, -7 * (skip + index))) };
}

/**
 * The range a statistics call covers: from the week of `startDate` (else of the first activity, else
 * this week) to the week of `endDate` (else this week, or the week of `startDate` when it is later).
 */
export function weekRange({ startDate, endDate, firstActivity, today }: { startDate?: string; endDate?: string; firstActivity?: Date | string | null; today: Date }): { first: string; last: string } {
  const first = mondayOf(startDate ?? firstActivity ?? endDate ?? today);
  const last = endDate ? mondayOf(endDate) : mondayOf(today);
  return { first, last: last < first && !endDate ? first : last };
}
