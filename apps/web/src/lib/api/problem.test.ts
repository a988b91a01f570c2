import { describe, expect, it } from 'vitest';
import { applyProblemToForm, problemFieldErrors, problemTitle } from './problem';

describe('problemTitle', () => {
  it('shows the server title, a text body, or the fallback', () => {
    expect(problemTitle({ title: 'The current password is incorrect.', status: 400 })).toBe('The current password is incorrect.');
    expect(problemTitle('Bad gateway')).toBe('Bad gateway');
    expect(problemTitle({ status: 500 })).toBe('Something went wrong');
    expect(problemTitle(null)).toBe('Something went wrong');
  });
});

describe('problem field errors', () => {
  const problem = {
    title: 'Some users do not exist: 9.',
    errors: [
      { field: 'body.blocks.0.userIds', message: 'Unknown users.' },
      { field: 'query.pageSize', message: 'Too big.' },
      { field: 'body.currentPassword', message: 'Incorrect password.' },
      { nonsense: true },
    ],
  };

  it('keeps the body errors as form paths', () => {
    expect(problemFieldErrors(problem)).toEqual([
      { path: 'blocks.0.userIds', message: 'Unknown users.' },
      { path: 'currentPassword', message: 'Incorrect password.' },
    ]);
    expect(problemFieldErrors({ title: 'x' })).toEqual([]);
  });

  it('sets only the fields the form knows', () => {
    const calls: [string, string][] = [];
    const placed = applyProblemToForm(problem, (path, error) => calls.push([path, error.message ?? '']), ['currentPassword']);
    expect(placed).toBe(true);
    expect(calls).toEqual([['currentPassword', 'Incorrect password.']]);
    expect(applyProblemToForm(problem, () => {}, ['fullName'])).toBe(false);
  });
});
