import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR } from './http-client';
import { problemFieldErrors, problemTitle } from './problem';

describe('problemTitle', () => {
  it('shows the problem title, a text body, or the fallback', () => {
    expect(problemTitle({ ok: false, status: 401, error: { title: 'Wrong username or password.', status: 401 } })).toBe('Wrong username or password.');
    expect(problemTitle({ error: 'Bad gateway' })).toBe('Bad gateway');
    expect(problemTitle({ error: { status: 500 } })).toBe(FALLBACK_ERROR);
    expect(problemTitle({ error: '' })).toBe(FALLBACK_ERROR);
    expect(problemTitle(undefined)).toBe(FALLBACK_ERROR);
  });
});

describe('problemFieldErrors', () => {
  it('keys the first message of each field by its name', () => {
    const failure = { error: { title: 'x', status: 400, errors: [{ field: 'body.email', message: 'Enter a valid e-mail address.' }, { field: 'body.email', message: 'second' }, { field: 'query.pageSize', message: 'Too big' }] } };
    expect(problemFieldErrors(failure)).toEqual({ email: 'Enter a valid e-mail address.', pageSize: 'Too big' });
    expect(problemFieldErrors({ error: 'text' })).toEqual({});
  });
});
