import type { AttemptAverage, AttemptStatistics, LearnerStatistics } from '@lexam/contracts';
import { formatNumber } from '@web/lib/i18n/intl-locale';

export type WeeklyStatistics = AttemptStatistics | LearnerStatistics;

/** One week as the chart and the table show it: the bars (one or two series) and the line (the average, attempts only). */
export interface StatisticsRow {
  week: string;
  bars: number[];
  line: number | null;
}

/** The series of an answer: which bars (i18n keys under `resource:statistics`) and whether there is an average line. */
export function seriesOf(statistics: WeeklyStatistics): { bars: string[]; line: string | null } {
  return statistics.kind === 'attempts' ? { bars: ['attempts'], line: `average.${statistics.average}` } : { bars: ['started', 'finished'], line: null };
}

/** The weeks of a page, oldest first (the API answers newest first), as chart rows. */
export function rowsOf(statistics: WeeklyStatistics): StatisticsRow[] {
  const rows =
    statistics.kind === 'attempts'
      ? statistics.weeks.map((week) => ({ week: week.week, bars: [week.attempts], line: week.average }))
      : statistics.weeks.map((week) => ({ week: week.week, bars: [week.started, week.finished], line: null }));
  return rows.reverse();
}

/** The range of an average's axis: a band 0–9, a TOEIC scaled score 0–990, a percent 0–100. */
export function averageRange(statistics: WeeklyStatistics): { min: number; max: number } | null {
  if (statistics.kind !== 'attempts') return null;
  return { min: 0, max: statistics.average === 'band' ? 9 : statistics.average === 'scaledScore' ? 990 : 100 };
}

/** Whether a page has nothing to show. */
export const isEmptyPage = (rows: StatisticsRow[]) => rows.every((row) => row.bars.every((value) => value === 0));

const DAY_MS = 86_400_000;

/**
 * A page of rows (oldest first) filled out to `size` weeks with the empty weeks before the first one,
 * when it is the oldest page: no activity happened then, so they are zeros, and a chart of one week
 * reads like a chart of twelve.
 */
export function padWeeks(rows: StatisticsRow[], size: number, isOldestPage: boolean): StatisticsRow[] {
  if (!isOldestPage || rows.length === 0 || rows.length >= size) return rows;
  const first = Date.parse(`${rows[0]!.week}T00:00:00Z`);
  const width = rows[0]!.bars.length;
  const before = Array.from({ length: size - rows.length }, (_, index) => ({
    week: new Date(first - (size - rows.length - index) * 7 * DAY_MS).toISOString().slice(0, 10),
    bars: Array.from({ length: width }, () => 0),
    line: null,
  }));
  return [...before, ...rows];
}

/** An average as shown: a band with one decimal at least (6.0, 6.75), a score or a percent with two at most; null stays null. */
export function formatAverage(value: number | null, kind: AttemptAverage | undefined, language: string): string | null {
  if (value === null) return null;
  return formatNumber(value, language, { minimumFractionDigits: kind === 'band' ? 1 : 0, maximumFractionDigits: 2 });
}
