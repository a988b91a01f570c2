import type { ResultSummary } from '@lexam/contracts';
import { kindOf, routesOf } from '@web/modules/exam-player/exam-kind';

/** The review screen of a result: its kind's and skill's result path with `?resultId=`. */
export function resultPathOf(result: Pick<ResultSummary, 'id' | 'skill'> & { kind?: unknown }): string {
  const skill = (result.skill as string) === 'grammar' ? 'grammar' : result.skill === 'listening' ? 'listening' : 'reading';
  return `${routesOf({ kind: kindOf(result), skill }).result}?resultId=${result.id}`;
}
