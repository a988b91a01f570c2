import { describe, expect, it } from 'vitest';
import { problemFieldErrors, problemTitle, statusOf } from './problem';

describe('problems', () => {
  it('reads the title of an RTK Query error and of a client failure', () => {
    expect(problemTitle({ status: 409, data: { title: 'A role named "x" already exists.', status: 409 } })).toBe('A role named "x" already exists.');
    expect(problemTitle({ ok: false, status: 403, error: { title: 'You do not have the permission user.read.' } })).toBe('You do not have the permission user.read.');
    expect(problemTitle({ status: 502, data: 'Bad gateway' })).toBe('Bad gateway');
    expect(problemTitle({ status: 0, data: undefined })).toBe('Something went wrong');
    expect(statusOf({ status: 403 })).toBe(403);
    expect(statusOf(undefined)).toBe(0);
  });

  it('maps the server field names to form fields, first message first', () => {
    const failure = { status: 400, data: { title: 'Invalid', errors: [{ field: 'body.email', message: 'Enter a valid e-mail address.' }, { field: 'body.roleIds.0', message: 'Unknown role.' }, { field: 'body.email', message: 'second' }, { field: 'query.x' }] } };
    expect(problemFieldErrors(failure)).toEqual({ email: 'Enter a valid e-mail address.', roleIds: 'Unknown role.' });
    expect(problemFieldErrors({ status: 500, data: 'oops' })).toEqual({});
  });
});
