import type { CardWord } from './card-word';

export type PracticeStage = 'choice' | 'typing';

export interface PracticeItem {
  word: CardWord;
  stage: PracticeStage;
  /** The meanings offered when choosing (the word's own among them), in their shown order. */
  choices: string[];
}

/** A seeded shuffle, so a round is the same between renders (and in tests). */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed || 1;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** The first round: every word to be chosen first, in the server's order. */
export function startQueue(items: readonly { word: CardWord; choices: string[] }[]): PracticeItem[] {
  return items.map(({ word, choices }) => ({ word, stage: 'choice', choices }));
}

/**
 * After an answer: a word chosen right comes back later to be typed; a word typed right (or almost)
 * is learnt and leaves; a wrong answer puts it back a few places on in the same stage.
 */
export function advance(queue: readonly PracticeItem[], isRight: boolean): PracticeItem[] {
  const [current, ...rest] = queue;
  if (!current) return [];
  if (isRight && current.stage === 'typing') return rest;
  const next: PracticeItem = isRight ? { ...current, stage: 'typing' } : current;
  const at = Math.min(rest.length, isRight ? 3 : 2);
  return [...rest.slice(0, at), next, ...rest.slice(at)];
}
