import { describe, expect, it } from 'vitest';
import { editorErrors, firstMessages, problemErrors, problemsOf } from './problems';

const failure = {
  status: 400,
  data: {
    title: 'The multiple-choice-one question is not valid.',
    errors: [
      { field: 'body.content.prompt', message: 'Too small' },
      { field: 'body.answerKey', message: 'Z is not an option' },
      { field: 'body.answerKey.correct', message: 'Expected string' },
      { field: 'body.numbers', message: 'One mark only' },
    ],
  },
};

describe('problems of the exam editor', () => {
  it('reads the field errors of a failed call, and nothing from anything else', () => {
    expect(problemErrors(failure)).toHaveLength(4);
    expect(problemErrors({ status: 0, error: 'offline' })).toEqual([]);
    expect(problemErrors(undefined)).toEqual([]);
  });

  it('keeps the first message per top-level field', () => {
    expect(firstMessages(problemErrors(failure))).toEqual({ content: 'Too small', answerKey: 'Z is not an option', numbers: 'One mark only' });
  });

  it('renames the fields for the question editor (key, content) and drops the others', () => {
    expect(editorErrors(problemErrors(failure)).map((error) => error.field)).toEqual(['content.prompt', 'key', 'key.correct']);
  });

  it('picks the publish problems of one node', () => {
    const errors = [{ field: 'question.12.answerKey', message: 'a' }, { field: 'question.120', message: 'b' }, { field: 'question.12', message: 'c' }];
    expect(problemsOf(errors, 'question.12').map((error) => error.message)).toEqual(['a', 'c']);
  });
});
