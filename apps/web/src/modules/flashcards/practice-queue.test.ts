import { describe, expect, it } from 'vitest';
import type { CardWord } from './card-word';
import { advance, shuffle, startQueue } from './practice-queue';

const word = (id: number): CardWord => ({ id, term: `t${id}`, partOfSpeech: 'noun', pronunciation: null, meaning: `m${id}`, example: '', audioUrl: null, imageUrl: null });
const items = [1, 2, 3, 4, 5].map((id) => ({ word: word(id), choices: [`m${id}`, 'x', 'y', 'z'] }));

describe('practice queue', () => {
  it('moves a word from choosing to typing, then out', () => {
    let queue = startQueue(items);
    const first = queue[0]!.word.id;
    queue = advance(queue, true);
    expect(queue.find((item) => item.word.id === first)!.stage).toBe('typing');
    while (queue[0]!.word.id !== first) queue = advance(queue, true);
    queue = advance(queue, true);
    expect(queue.some((item) => item.word.id === first)).toBe(false);
  });
  it('keeps a wrong word in its stage, a few places on', () => {
    const queue = advance(startQueue(items), false);
    expect(queue).toHaveLength(5);
    expect(queue.every((item) => item.stage === 'choice')).toBe(true);
    expect(queue[2]!.word.id).toBe(1);
  });
  it('shuffles the same way for the same seed', () => {
    expect(shuffle([1, 2, 3, 4, 5], 9)).toEqual(shuffle([1, 2, 3, 4, 5], 9));
    expect([...shuffle([1, 2, 3, 4, 5], 9)].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
