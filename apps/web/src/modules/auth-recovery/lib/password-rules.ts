import { NewPasswordSchema } from '@lexam/contracts';
import { CONTRACT_MESSAGE_KEYS } from './validation-messages';

/** The rules of NewPasswordSchema a person can work towards while typing. */
export const PASSWORD_RULES = ['passwordMin', 'passwordLetter', 'passwordDigit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export type PasswordStrength = 'empty' | 'weak' | 'good' | 'strong';

export interface PasswordCheck {
  rules: { rule: PasswordRule; isMet: boolean }[];
  /** Whether the server will take this password (every rule, and at most 200 characters). */
  isAccepted: boolean;
  strength: PasswordStrength;
}

const ruleOfKey = (key: string | undefined) => key?.replace(/^validation\./, '');

/**
 * Checks a password against the contract's own schema (so the hint never disagrees with the server):
 * a rule is met when the schema reports no issue with that rule's sentence. Beyond the rules,
 * "strong" asks for 12 characters or three kinds of character, a hint and not a requirement.
 */
export function checkPassword(password: string): PasswordCheck {
  const result = NewPasswordSchema.safeParse(password);
  const failed = new Set((result.error?.issues ?? []).map((issue) => ruleOfKey(CONTRACT_MESSAGE_KEYS[issue.message])));
  const rules = PASSWORD_RULES.map((rule) => ({ rule, isMet: !failed.has(rule) }));
  const isAccepted = result.success;
  let strength: PasswordStrength = 'weak';
  if (!password) strength = 'empty';
  else if (isAccepted) {
    const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
    strength = password.length >= 12 || kinds >= 3 ? 'strong' : 'good';
  }
  return { rules, isAccepted, strength };
}
