import { isDomainError } from '../../errors';

export { gradeQuestion, learnerView, questionTypes } from './index';

/**
 * True when `run` throws a `DomainError` one of whose field errors (or its title) contains `text`:
 * tests name the problem an author would read, not just that something was thrown.
 */
export function isDomainErrorWith(run: () => unknown, text: string): boolean {
  try {
    run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.message.includes(text) || (error.errors ?? []).some((fieldError) => fieldError.message.includes(text));
  }
  return false;
}
