import { describe, expect, it } from 'vitest';
import { describeDocumentProblem, placeOf } from './describe-problem';

const document = {
  format: 'lexam-ielts-test',
  test: { name: '', sections: [{ groups: [] }, { groups: [{ questions: [{ number: 14, type: 'short-answer' }, { type: 'short-answer' }] }] }] },
};

describe('placeOf', () => {
  it('counts sections and sets from 1 and names a question by its own number', () => {
    expect(placeOf(document, 'test.sections.1.groups.0.questions.0.key.answers')).toEqual({ place: { section: 2, set: 1, question: 14 }, target: 'key' });
    expect(placeOf(document, 'test.sections.1.groups.0.questions.1.number')).toEqual({ place: { section: 2, set: 1, item: 2 }, target: 'number' });
    expect(placeOf(document, 'test.sections.0.passageHtml')).toEqual({ place: { section: 1 }, target: 'passageHtml' });
    expect(placeOf(document, 'test.sections.1.groups.0')).toEqual({ place: { section: 2, set: 1 } });
  });

  it('places test-wide problems on the test', () => {
    expect(placeOf(document, 'test.name')).toEqual({ place: {}, target: 'name' });
    expect(placeOf(document, 'test.sections')).toEqual({ place: {} });
    expect(placeOf(document, 'format')).toEqual({ place: {}, target: 'format' });
    expect(placeOf(document, 'lesson.name')).toEqual({ place: {}, target: 'lesson' });
  });
});

describe('describeDocumentProblem', () => {
  it('tells a missing field from an invalid one, and keeps a code the check gave', () => {
    expect(describeDocumentProblem(document, { path: 'test.sections.1.groups.0.questions.0.key', message: 'Invalid input' })).toEqual({
      field: 'test.sections.1.groups.0.questions.0.key',
      message: 'Invalid input',
      code: 'missing',
      place: { section: 2, set: 1, question: 14 },
      target: 'key',
    });
    expect(describeDocumentProblem(document, { path: 'test.sections.1.groups.0.questions.0.type', message: 'Bad type' }).code).toBe('invalid');
    expect(describeDocumentProblem(document, { path: 'test.sections', message: 'No item covers question 3.', code: 'uncoveredNumbers', params: { numbers: '3' } })).toEqual({
      field: 'test.sections',
      message: 'No item covers question 3.',
      code: 'uncoveredNumbers',
      place: {},
      params: { numbers: '3' },
    });
  });
});
