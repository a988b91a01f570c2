import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/register.json';
import { NewPasswordFormSchema, RegisterFormSchema } from './form-schemas';
import { CONTRACT_MESSAGE_KEYS, FORM_MESSAGES, fieldErrorKey, translateFieldError } from './validation-messages';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe('validation messages', () => {
  it('knows every sentence the forms can produce from the contracts', () => {
    const bad = [
      RegisterFormSchema.safeParse({ fullName: ' ', email: 'nope', password: '', confirmPassword: '' }),
      RegisterFormSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'x' }),
      RegisterFormSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: '12345678', confirmPassword: '12345678' }),
      RegisterFormSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: `a1${'x'.repeat(200)}`, confirmPassword: '' }),
      NewPasswordFormSchema.safeParse({ token: 'short', password: 'abc', confirmPassword: 'abd' }),
    ];
    const issues = bad.flatMap((result) => result.error?.issues ?? []);
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) {
      const resolved = fieldErrorKey({ type: issue.code, message: issue.message });
      expect(resolved?.key, issue.message).toBeTruthy();
      expect(typeof lookup(resolved!.key), resolved!.key).toBe('string');
    }
  });

  it('has an English text for every key it can answer', () => {
    for (const key of [...Object.values(CONTRACT_MESSAGE_KEYS), ...Object.values(FORM_MESSAGES), 'validation.tooLong', 'validation.invalid']) {
      expect(typeof lookup(key), key).toBe('string');
    }
  });

  it('translates known sentences and passes unknown ones through', () => {
    const t = (key: string) => `T(${key})`;
    expect(translateFieldError(t, { type: 'invalid_format', message: 'Use at least one digit.' })).toBe('T(validation.passwordDigit)');
    expect(translateFieldError(t, { type: 'custom', message: FORM_MESSAGES.passwordMismatch })).toBe('T(validation.passwordMismatch)');
    expect(translateFieldError(t, { type: 'too_big', message: 'Too big: expected string to have <=120 characters' })).toBe('T(validation.tooLong)');
    expect(translateFieldError(t, { type: 'custom', message: 'A brand new server rule.' })).toBe('A brand new server rule.');
    expect(translateFieldError(t, undefined)).toBeUndefined();
  });
});
