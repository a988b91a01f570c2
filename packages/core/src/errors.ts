import type { FieldError } from '@lexam/contracts';

/**
 * An error a person can act on. The API turns it into a problem body with this status and title;
 * anything else that is thrown is a bug and answers 500.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly errors?: FieldError[];

  constructor({ status, title, errors }: { status: number; title: string; errors?: FieldError[] }) {
    super(title);
    this.name = 'DomainError';
    this.status = status;
    this.errors = errors;
  }
}

export const badRequest = (title: string, errors?: FieldError[]) => new DomainError({ status: 400, title, errors });
export const notFound = (title: string) => new DomainError({ status: 404, title });
export const conflict = (title: string) => new DomainError({ status: 409, title });
export const forbidden = (title: string) => new DomainError({ status: 403, title });

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
