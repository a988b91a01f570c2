import type { ResultSummary } from '@lexam/contracts';
import { paths } from '@web/lib/routes/paths';

/** The review screen of a result: the reading or listening result path with `?resultId=`. */
export function resultPathOf(result: Pick<ResultSummary, 'id' | 'skill'>): string {
  const base = result.skill === 'listening' ? paths.page.onlineTest.ielts.listening.result : paths.page.onlineTest.ielts.reading.result;
  return `${base}?resultId=${result.id}`;
}
