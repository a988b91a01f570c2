import { describe, expect, it } from 'vitest';
import { clockOf, continueCardsOf } from './continue-cards';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const none = { attempt: null, reading: null, video: null, flashcards: null, writingDraft: null };

describe('continueCardsOf', () => {
  it('makes no card for a learner who has done nothing', () => {
    expect(continueCardsOf(none, t)).toEqual([]);
  });

  it('makes a card of each item there is, the open test first, each with its link', () => {
    const cards = continueCardsOf(
      {
        attempt: { attemptId: 4, testId: 2, testName: 'Demo Reading Test 1', kind: 'ielts', skill: 'reading', startedAt: '2026-11-27T10:00:00Z', deadlineAt: null },
        reading: { passageId: 9, title: 'Tides', lessonName: 'Lesson 1', isNext: true },
        video: { videoId: 3, title: 'Skimming', positionSeconds: 83.6, durationSeconds: 240 },
        flashcards: { dueCount: 5, wordListId: 7, wordListTitle: 'My words' },
        writingDraft: { submissionId: 11, writingId: 6, title: 'Bikes in cities', task: 'task2', wordCount: 120, updatedAt: '2026-11-27T10:00:00Z' },
      },
      t,
    );
    expect(cards.map((card) => [card.id, card.href])).toEqual([
      ['attempt', '/page/onlinetest/ielttest/reading/cambridge/dofulltest?attemptId=4'],
      ['flashcards', '/page/flashcards/7'],
      ['reading', '/page/reading/passage/9'],
      ['video', '/page/videos/3'],
      ['writing', '/page/writing?writingId=6'],
    ]);
    expect(cards[2]!.title).toBe('continue.reading.next');
    expect(cards[3]!.detail).toBe('continue.video.detail {"at":"1:23"}');
  });

  it('writes seconds as m:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(605.9)).toBe('10:05');
  });
});
