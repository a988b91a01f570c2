import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { blankIdsOf, completion } from './completion';

const { content, key } = completion.example;
const grade = (response: unknown) => gradeQuestion({ type: 'completion', content, key, response });

/** A summary with a word box: the learner gives a letter or the box words. */
const summary = {
  variant: 'summary',
  instruction: 'Complete the summary using the list of words, A–E, below.',
  body: 'Early bridges were made of [[8]], which lasted only a few [[9]].',
  wordBox: [
    { id: 'A', text: 'stone' },
    { id: 'B', text: 'rope' },
    { id: 'C', text: 'seasons' },
    { id: 'D', text: 'centuries' },
    { id: 'E', text: 'river bank' },
  ],
};
const summaryKey = { answers: { '8': 'B', '9': 'C' } };
const gradeSummary = (blanks: Record<string, string>) => gradeQuestion({ type: 'completion', content: summary, key: summaryKey, response: { blanks } });

describe('completion without a word box', () => {
  it('reads the gaps of the body in order', () => {
    expect(blankIdsOf('a [[1]] b [[ 2 ]] c')).toEqual(['1', '2']);
  });

  it('marks typed answers with the matcher: case, optional words, currency', () => {
    expect(grade({ blanks: { '1': 'the Tool-shed', '2': '4.50 pounds' } })).toEqual({ marks: 2, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: true }] });
  });

  it('gives partial credit and names the reason for each miss', () => {
    expect(grade({ blanks: { '1': 'garden shed', '2': '' } }).parts).toEqual([
      { id: '1', isCorrect: false, reason: 'mismatch' },
      { id: '2', isCorrect: false, reason: 'empty' },
    ]);
    expect(grade({ blanks: {} }).parts.map((part) => part.reason)).toEqual(['unanswered', 'unanswered']);
  });

  it('marks an answer over the printed word limit wrong even with the right words', () => {
    expect(grade({ blanks: { '1': 'the big old tool shed', '2': '£4.50' } }).parts[0]).toEqual({ id: '1', isCorrect: false, reason: 'over-limit' });
  });

  it('takes the key’s word limit over the printed one', () => {
    const strict = { ...key, wordLimit: 'ONE WORD AND/OR A NUMBER' };
    expect(gradeQuestion({ type: 'completion', content, key: strict, response: { blanks: { '1': 'tool shed' } } }).parts[0]?.reason).toBe('over-limit');
  });

  it('marks a badly shaped response invalid without throwing', () => {
    expect(grade({ blanks: 'tool shed' }).parts.map((part) => part.reason)).toEqual(['invalid-response', 'invalid-response']);
  });

  it('refuses content without gaps, a key the matcher cannot read and a limit it cannot understand', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'completion', content: { ...content, body: 'No gaps.' }, key, response: null }), 'at least one')).toBe(true);
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'completion', content, key: { answers: { '1': '(tool shed', '2': '4' } }, response: null }), 'bracket')).toBe(true);
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'completion', content, key: { ...key, wordLimit: 'be brief' }, response: null }), 'names no limit')).toBe(true);
  });
});

describe('completion with a word box', () => {
  it('accepts the box letter or the box words, exactly', () => {
    expect(gradeSummary({ '8': 'b', '9': 'Seasons' }).marks).toBe(2);
  });

  it('tells a wrong box item from words that are not in the box', () => {
    expect(gradeSummary({ '8': 'stone', '9': 'season' }).parts).toEqual([
      { id: '8', isCorrect: false, reason: 'wrong' },
      { id: '9', isCorrect: false, reason: 'not-an-option' },
    ]);
    expect(gradeSummary({ '8': ' ' }).parts.map((part) => part.reason)).toEqual(['unanswered', 'unanswered']);
  });

  it('refuses a key naming an item that is not in the box', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'completion', content: summary, key: { answers: { '8': 'rope', '9': 'C' } }, response: null }), 'not in the word box')).toBe(true);
  });
});
