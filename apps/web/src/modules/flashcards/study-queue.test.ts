import type { ReviewResult, StudyCard } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { afterReview } from './study-queue';

const now = new Date('2026-01-01T10:00:00Z');
const interval = { due: now.toISOString(), seconds: 60 };
const intervals = { again: interval, hard: interval, good: interval, easy: interval };
const card = (id: number) => ({ word: { id }, memory: { state: 'new', due: null }, isNew: true, intervals }) as unknown as StudyCard;
const result = (wordId: number, state: string, dueInSeconds: number) =>
  ({ wordId, rating: 'good', memory: { state, due: new Date(now.getTime() + dueInSeconds * 1000).toISOString() }, intervals, counts: {} }) as unknown as ReviewResult;

describe('afterReview', () => {
  it('drops a card that goes to review', () => {
    expect(afterReview([card(1), card(2)], result(1, 'review', 86400), now).map((c) => c.word.id)).toEqual([2]);
  });
  it('brings a learning card due soon back at the end', () => {
    const queue = afterReview([card(1), card(2)], result(1, 'learning', 600), now);
    expect(queue.map((c) => c.word.id)).toEqual([2, 1]);
    expect(queue[1]!.isNew).toBe(false);
  });
  it('leaves a learning card due later for another sitting', () => {
    expect(afterReview([card(1)], result(1, 'relearning', 3600), now)).toEqual([]);
  });
});
