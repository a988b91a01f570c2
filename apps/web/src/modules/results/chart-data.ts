import type { ProgressSeries } from '@lexam/contracts';

export type Measure = ProgressSeries['measure'];
const MEASURES: Measure[] = ['band', 'scaled', 'percent'];

/** The measures the learner has results in, band first. */
export function measuresOf(series: readonly ProgressSeries[]): Measure[] {
  return MEASURES.filter((measure) => series.some((entry) => entry.measure === measure && entry.points.length > 0));
}

/**
 * The series of one measure on one shared axis: every result time (oldest first) and, per series,
 * its value at each (null where the series has none; the chart joins across the gaps).
 */
export function chartRowsOf(series: readonly ProgressSeries[], measure: Measure): { labels: string[]; lines: { key: ProgressSeries['key']; values: (number | null)[] }[] } {
  const shown = series.filter((entry) => entry.measure === measure);
  const labels = [...new Set(shown.flatMap((entry) => entry.points.map((point) => point.at)))].sort();
  const index = new Map(labels.map((at, position) => [at, position]));
  const lines = shown.map((entry) => {
    const values: (number | null)[] = labels.map(() => null);
    for (const point of entry.points) values[index.get(point.at)!] = point.value;
    return { key: entry.key, values };
  });
  return { labels, lines };
}
