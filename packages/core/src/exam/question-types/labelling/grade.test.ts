import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { labelling } from './labelling';

const { content, key } = labelling.example;
const grade = (response: unknown) => gradeQuestion({ type: 'labelling', content, key, response });

/** A map whose places are lettered on the image: the learner writes a letter per blank. */
const map = {
  variant: 'map',
  instruction: 'Label the map below. Write the correct letter, A–F, next to Questions 11–13.',
  imageKey: 'exam/images/example-village-map.png',
  blanks: [{ id: '11', text: 'bakery' }, { id: '12', text: 'post office' }, { id: '13', text: 'bus stop' }],
  options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }, { id: 'E' }, { id: 'F' }],
};
const mapKey = { answers: { '11': 'C', '12': 'A', '13': 'F' } };

describe('labelling with typed labels', () => {
  it('marks each label with the matcher', () => {
    expect(grade({ blanks: { '1': 'CHANGING', '2': 'Reception' } })).toEqual({ marks: 2, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: true }] });
  });

  it('gives partial credit and applies ONE WORD ONLY', () => {
    expect(grade({ blanks: { '1': 'changing room', '2': 'reception' } }).parts).toEqual([
      { id: '1', isCorrect: false, reason: 'over-limit' },
      { id: '2', isCorrect: true },
    ]);
    expect(grade({ blanks: { '2': 'office' } }).parts.map((part) => part.reason)).toEqual(['unanswered', 'mismatch']);
  });

  it('marks a badly shaped response invalid without throwing', () => {
    expect(grade([{ '1': 'changing' }]).marks).toBe(0);
  });
});

describe('labelling with letters', () => {
  const gradeMap = (blanks: Record<string, string>) => gradeQuestion({ type: 'labelling', content: map, key: mapKey, response: { blanks } });

  it('marks each blank by its letter, in any case', () => {
    expect(gradeMap({ '11': 'c', '12': 'A', '13': 'E' }).parts).toEqual([
      { id: '11', isCorrect: true },
      { id: '12', isCorrect: true },
      { id: '13', isCorrect: false, reason: 'wrong' },
    ]);
    expect(gradeMap({ '11': 'bakery' }).parts[0]).toEqual({ id: '11', isCorrect: false, reason: 'not-an-option' });
  });

  it('refuses a key letter that is not on the map', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'labelling', content: map, key: { answers: { '11': 'C', '12': 'A', '13': 'G' } }, response: null }), 'not one of the options')).toBe(true);
  });
});
