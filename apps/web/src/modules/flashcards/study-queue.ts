import type { ReviewResult, StudyCard } from '@lexam/contracts';

/** A learning card due within this time comes back in the same sitting, as Anki's learn-ahead limit. */
export const LEARN_AHEAD_SECONDS = 20 * 60;

/**
 * The queue after an answer: the answered card leaves; when it is again in (re)learning and due
 * within the learn-ahead limit, it comes back at the end with its new intervals.
 */
export function afterReview(queue: readonly StudyCard[], result: ReviewResult, now: Date = new Date()): StudyCard[] {
  const [current, ...rest] = queue;
  if (!current || current.word.id !== result.wordId) return rest.filter((card) => card.word.id !== result.wordId);
  const { memory } = result;
  const isLearning = memory.state === 'learning' || memory.state === 'relearning';
  const dueIn = memory.due ? (new Date(memory.due).getTime() - now.getTime()) / 1000 : Infinity;
  if (!isLearning || dueIn > LEARN_AHEAD_SECONDS) return rest;
  return [...rest, { ...current, memory, isNew: false, intervals: result.intervals }];
}

/** The rating names by key (1–4). */
export const RATING_BY_KEY = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;
