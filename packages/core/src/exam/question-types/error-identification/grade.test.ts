import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { errorIdentification } from './error-identification';
import { parseErrorSentence, segmentLettersOf } from './error-sentence';

const { content, key } = errorIdentification.example;
const grade = (response: unknown, question: { content?: unknown; key?: unknown } = {}) =>
  gradeQuestion({ type: 'error-identification', content: question.content ?? content, key: question.key ?? key, response });

describe('parseErrorSentence', () => {
  it('splits a sentence into text and lettered segments in reading order', () => {
    expect(parseErrorSentence('The results [A:was] [B: announced ] by the [C:committee].')).toEqual([
      { kind: 'text', text: 'The results ' },
      { kind: 'segment', letter: 'A', text: 'was' },
      { kind: 'text', text: ' ' },
      { kind: 'segment', letter: 'B', text: 'announced' },
      { kind: 'text', text: ' by the ' },
      { kind: 'segment', letter: 'C', text: 'committee' },
      { kind: 'text', text: '.' },
    ]);
    expect(segmentLettersOf('[A:It] [B:go] [C:there]')).toEqual(['A', 'B', 'C']);
  });

  it('leaves malformed brackets as text', () => {
    expect(parseErrorSentence('a [a:b] c')).toEqual([{ kind: 'text', text: 'a [a:b] c' }]);
  });
});

describe('error-identification', () => {
  it('gives one mark for the wrong segment, in any case', () => {
    expect(grade({ choice: 'A' })).toEqual({ marks: 1, maxMarks: 1, parts: [{ id: 'answer', isCorrect: true }] });
    expect(grade({ choice: 'a' }).marks).toBe(1);
  });

  it('tells another segment from a letter that is not a segment', () => {
    expect(grade({ choice: 'C' }).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'wrong' });
    expect(grade({ choice: 'E' }).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'not-an-option' });
  });

  it('marks an empty, missing or misshapen answer without throwing', () => {
    expect(grade({ choice: '' }).parts[0]?.reason).toBe('unanswered');
    expect(grade(null).parts[0]?.reason).toBe('unanswered');
    expect(grade({ answers: { 1: 'A' } }).parts[0]?.reason).toBe('invalid-response');
  });

  it('refuses a key whose letter is not a segment', () => {
    expect(isDomainErrorWith(() => grade(null, { key: { correct: 'E' } }), 'not one of the sentence\'s segments (A, B, C, D)')).toBe(true);
  });

  it('refuses a sentence with too few or too many segments, repeated letters, an empty segment or a stray bracket', () => {
    const refuses = (sentence: string, text: string) => isDomainErrorWith(() => grade(null, { content: { sentence }, key: { correct: 'A' } }), text);
    expect(refuses('Only [A:one] segment.', 'has 1')).toBe(true);
    expect(refuses('[A:a] [B:b] [C:c] [D:d] [E:e] [F:f]', 'has 6')).toBe(true);
    expect(refuses('[A:a] [A:b]', 'its own letter')).toBe(true);
    expect(refuses('[A:a] [B: ]', 'no text')).toBe(true);
    expect(refuses('[A:a] [B:b] [c:c]', 'not part of a segment')).toBe(true);
  });

  it('accepts a key without a correction', () => {
    expect(grade({ choice: 'A' }, { key: { correct: 'A' } }).marks).toBe(1);
  });
});
