import { NewPasswordSchema } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-rules';

const met = (password: string) => Object.fromEntries(checkPassword(password).rules.map(({ rule, isMet }) => [rule, isMet]));

describe('checkPassword', () => {
  it('reports each rule of NewPasswordSchema separately', () => {
    expect(met('')).toEqual({ passwordMin: false, passwordLetter: false, passwordDigit: false });
    expect(met('abc')).toEqual({ passwordMin: false, passwordLetter: true, passwordDigit: false });
    expect(met('12345678')).toEqual({ passwordMin: true, passwordLetter: false, passwordDigit: true });
    expect(met('abcdefgh')).toEqual({ passwordMin: true, passwordLetter: true, passwordDigit: false });
    expect(met('abcdefg1')).toEqual({ passwordMin: true, passwordLetter: true, passwordDigit: true });
  });

  it('counts letters of any alphabet, as the server does', () => {
    expect(met('mật khẩu 2024').passwordLetter).toBe(true);
    expect(met('كلمةسر12').passwordLetter).toBe(true);
  });

  it('accepts exactly what the server schema accepts', () => {
    for (const password of ['', 'abc', 'abcdefgh', '12345678', 'abcdefg1', 'Ab1!', `a1${'x'.repeat(198)}`, `a1${'x'.repeat(199)}`]) {
      expect(checkPassword(password).isAccepted, password).toBe(NewPasswordSchema.safeParse(password).success);
    }
  });

  it('grades strength only once the rules are met', () => {
    expect(checkPassword('').strength).toBe('empty');
    expect(checkPassword('abcdefgh').strength).toBe('weak');
    expect(checkPassword('abcdefg1').strength).toBe('good');
    expect(checkPassword('Abcdefg1').strength).toBe('strong');
    expect(checkPassword('abcdefghijk1').strength).toBe('strong');
    // All rules met but too long for the server: not accepted, so not "strong".
    expect(checkPassword(`Ab1${'x'.repeat(200)}`).strength).toBe('weak');
  });
});
