import { RegisterUserBodySchema, ResetPasswordBodySchema } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { NewPasswordFormSchema, RegisterFormSchema, isWellFormedToken, toRegisterBody, toResetBody } from './form-schemas';
import { FORM_MESSAGES } from './validation-messages';

const token = 'x'.repeat(43);

describe('form schemas', () => {
  it('sends the server exactly its strict body', () => {
    const values = RegisterFormSchema.parse({ fullName: ' Mai Anh ', email: 'Mai@Example.COM', password: 'secret123', confirmPassword: 'secret123' });
    const body = toRegisterBody(values);
    expect(body).toEqual({ fullName: 'Mai Anh', email: 'mai@example.com', password: 'secret123' });
    expect(RegisterUserBodySchema.safeParse(body).success).toBe(true);

    const reset = toResetBody(NewPasswordFormSchema.parse({ token, password: 'secret123', confirmPassword: 'secret123' }));
    expect(ResetPasswordBodySchema.safeParse(reset).success).toBe(true);
    expect(reset).toEqual({ token, password: 'secret123' });
  });

  it('asks for the confirmation and says when it differs', () => {
    const messages = (confirmPassword: string) =>
      (NewPasswordFormSchema.safeParse({ token, password: 'secret123', confirmPassword }).error?.issues ?? []).filter((issue) => issue.path[0] === 'confirmPassword').map((issue) => issue.message);
    expect(messages('')).toEqual([FORM_MESSAGES.confirmRequired]);
    expect(messages('secret124')).toEqual([FORM_MESSAGES.passwordMismatch]);
    expect(messages('secret123')).toEqual([]);
  });

  it('reports a mismatch even while other fields are still wrong', () => {
    const issues = RegisterFormSchema.safeParse({ fullName: '', email: 'x', password: 'secret123', confirmPassword: 'other' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['fullName', 'email', 'confirmPassword']));
  });

  it('tells a cut or garbled link token from a plausible one', () => {
    expect(isWellFormedToken(null)).toBe(false);
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken('abc')).toBe(false);
    expect(isWellFormedToken(token)).toBe(true);
  });
});
