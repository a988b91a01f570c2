import { describe, expect, it } from 'vitest';
import { dayPartOf } from './day-part-greeting';

describe('dayPartOf', () => {
  it('greets by the learner’s hour: morning from 5, afternoon from 12, evening from 18 until 5', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(dayPartOf)).toEqual(['evening', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening', 'evening']);
  });
});
