import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { matching } from './matching';

const { content, key } = matching.example;
const grade = (response: unknown) => gradeQuestion({ type: 'matching', content, key, response });

/** Information to paragraphs, where a paragraph letter may be used more than once. */
const information = {
  variant: 'information',
  instruction: 'Which paragraph contains the following information? NB You may use any letter more than once.',
  items: [
    { id: '5', text: 'a reference to a failed experiment' },
    { id: '6', text: 'a comparison of two cities' },
    { id: '7', text: 'an estimate of future costs' },
  ],
  options: [{ id: 'A', text: 'Paragraph A' }, { id: 'B', text: 'Paragraph B' }, { id: 'C', text: 'Paragraph C' }],
  optionsReusable: true,
};

describe('matching', () => {
  it('gives one mark per item, roman numerals in any case', () => {
    expect(grade({ answers: { '1': 'II', '2': 'i' } }).marks).toBe(2);
  });

  it('gives partial credit, telling a wrong option from one not in the list', () => {
    expect(grade({ answers: { '1': 'iii', '2': 'vii' } })).toEqual({
      marks: 0,
      maxMarks: 2,
      parts: [{ id: '1', isCorrect: false, reason: 'wrong' }, { id: '2', isCorrect: false, reason: 'not-an-option' }],
    });
    expect(grade({ answers: { '1': 'ii' } }).parts[1]).toEqual({ id: '2', isCorrect: false, reason: 'unanswered' });
  });

  it('marks each item on its own when a learner reuses an option', () => {
    expect(grade({ answers: { '1': 'ii', '2': 'ii' } }).marks).toBe(1);
  });

  it('allows an option in several answers of the key only when the content says so', () => {
    const reusedKey = { answers: { '5': 'B', '6': 'B', '7': 'A' } };
    expect(gradeQuestion({ type: 'matching', content: information, key: reusedKey, response: { answers: { '5': 'b', '6': 'B', '7': 'C' } } }).marks).toBe(2);
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'matching', content: { ...information, optionsReusable: false }, key: reusedKey, response: null }), 'uses an option twice')).toBe(true);
  });

  it('marks a badly shaped response invalid and refuses a key outside the options', () => {
    expect(grade({ answers: { '1': 2 } }).parts.map((part) => part.reason)).toEqual(['invalid-response', 'invalid-response']);
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'matching', content, key: { answers: { '1': 'ii', '2': 'x' } }, response: null }), 'not one of the options')).toBe(true);
  });

  it('refuses an unknown variant', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'matching', content: { ...content, variant: 'pictures' }, key, response: null }), '')).toBe(true);
  });
});
