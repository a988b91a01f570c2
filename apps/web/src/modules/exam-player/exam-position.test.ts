import { describe, expect, it } from 'vitest';
import { parsePosition, positionStorageKey, serializePosition } from './exam-position';

const slots = [
  { number: 1, questionId: 10, sectionIndex: 0 },
  { number: 2, questionId: 11, sectionIndex: 0 },
  { number: 14, questionId: 20, sectionIndex: 1 },
];

describe('exam position', () => {
  it('round-trips a position per attempt', () => {
    const position = { sectionIndex: 1, current: 14, pane: 'questions' } as const;
    expect(parsePosition(serializePosition(position), slots, 2)).toEqual(position);
    expect(parsePosition(serializePosition({ sectionIndex: 1, current: null, pane: 'passage' }), slots, 2)).toEqual({ sectionIndex: 1, current: null, pane: 'passage' });
    expect(positionStorageKey('attempt-12')).toBe('lexam.exam.position.attempt-12');
  });

  it('refuses what does not fit the test', () => {
    expect(parsePosition(null, slots, 2)).toBeNull();
    expect(parsePosition('not json', slots, 2)).toBeNull();
    expect(parsePosition('[1]', slots, 2)).toBeNull();
    expect(parsePosition(JSON.stringify({ sectionIndex: 2, current: null, pane: 'passage' }), slots, 2)).toBeNull();
    expect(parsePosition(JSON.stringify({ sectionIndex: -1, current: null, pane: 'passage' }), slots, 2)).toBeNull();
    expect(parsePosition(JSON.stringify({ sectionIndex: 0.5, current: null, pane: 'passage' }), slots, 2)).toBeNull();
    // A number of another part, or one the test does not have.
    expect(parsePosition(JSON.stringify({ sectionIndex: 0, current: 14, pane: 'passage' }), slots, 2)).toBeNull();
    expect(parsePosition(JSON.stringify({ sectionIndex: 0, current: 99, pane: 'passage' }), slots, 2)).toBeNull();
    expect(parsePosition(JSON.stringify({ sectionIndex: 0, current: '1', pane: 'passage' }), slots, 2)).toBeNull();
  });

  it('shows the passage unless the questions were chosen', () => {
    expect(parsePosition(JSON.stringify({ sectionIndex: 0, current: 2, pane: 'other' }), slots, 2)).toEqual({ sectionIndex: 0, current: 2, pane: 'passage' });
  });
});
