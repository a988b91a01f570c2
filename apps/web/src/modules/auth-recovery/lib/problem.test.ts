import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR } from '@web/lib/api';
import { readProblem } from './problem';

describe('readProblem', () => {
  it('keeps the server title as sent and maps field errors to form fields', () => {
    expect(
      readProblem({
        status: 400,
        error: { title: 'Some fields of the request are invalid.', status: 400, errors: [{ field: 'body.email', message: 'Enter a valid e-mail address.' }, { field: 'query.x', message: 'Bad.' }, { nope: 1 }] },
      }),
    ).toEqual({
      title: 'Some fields of the request are invalid.',
      status: 400,
      fieldErrors: [
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'x', message: 'Bad.' },
      ],
    });
  });

  it('uses a text body as the title', () => {
    expect(readProblem({ status: 502, error: 'Bad gateway' })).toEqual({ title: 'Bad gateway', fieldErrors: [], status: 502 });
  });

  it('has no title when there was no answer to read', () => {
    expect(readProblem({ status: 0, error: FALLBACK_ERROR }).title).toBeNull();
    expect(readProblem({ status: 500, error: { status: 500 } }).title).toBeNull();
    expect(readProblem({ status: 500, error: null }).title).toBeNull();
  });
});
