import { describe, expect, it } from 'vitest';
import type { CardWord } from './card-word';
import { advance, choicesFor, startQueue } from './practice-queue';

const word = (id: number, term: string): CardWord => ({ id, term, partOfSpeech: 'noun', pronunciation: null, meaning: `m${id}`, example: '', audioUrl: null, imageUrl: null });
const words = [word(1, 'alpha'), word(2, 'beta'), word(3, 'gamma'), word(4, 'delta'), word(5, 'epsilon')];

describe('practice queue', () => {
  it('offers the right term among four', () => {
    const choices = choicesFor(words[0]!, words, 3);
    expect(choices).toHaveLength(4);
    expect(choices).toContain('alpha');
    expect(new Set(choices).size).toBe(4);
  });
  it('moves a word from choosing to typing, then out', () => {
    let queue = startQueue(words, 1);
    const first = queue[0]!.word.id;
    queue = advance(queue, true);
    const again = queue.find((item) => item.word.id === first)!;
    expect(again.stage).toBe('typing');
    while (queue[0]!.word.id !== first) queue = advance(queue, true);
    queue = advance(queue, true);
    expect(queue.some((item) => item.word.id === first)).toBe(false);
  });
  it('keeps a wrong word in its stage', () => {
    const queue = advance(startQueue(words, 2), false);
    expect(queue).toHaveLength(5);
    expect(queue.every((item) => item.stage === 'choice')).toBe(true);
  });
});
