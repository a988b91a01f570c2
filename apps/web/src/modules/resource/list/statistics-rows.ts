import type { AttemptStatistics, LearnerStatistics } from '@lexam/contracts';

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
