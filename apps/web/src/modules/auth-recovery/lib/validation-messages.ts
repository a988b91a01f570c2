/**
 * The contracts' zod schemas speak English (the server answers with the same sentences). A form shows
 * them in the reader's language: each known sentence maps to a key of the `register` namespace.
 * Unknown sentences (a contract that changed) pass through as they are rather than disappearing.
 */
export const CONTRACT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Enter your name.': 'validation.fullNameRequired',
  'Enter a valid e-mail address.': 'validation.emailInvalid',
  'Use at least 8 characters.': 'validation.passwordMin',
  'A password has at most 200 characters.': 'validation.passwordMax',
  'Use at least one letter.': 'validation.passwordLetter',
  'Use at least one digit.': 'validation.passwordDigit',
  'This link is not valid.': 'validation.linkInvalid',
  'Enter your password.': 'validation.passwordRequired',
  'Enter your username.': 'validation.usernameRequired',
};

/** The messages of the web-only fields (confirm password), written as their i18n keys. */
export const FORM_MESSAGES = {
  confirmRequired: 'validation.confirmRequired',
  passwordMismatch: 'validation.passwordMismatch',
} as const;

const FORM_KEYS = new Set<string>(Object.values(FORM_MESSAGES));

/** What react-hook-form keeps for a field error: the zod issue code as `type`, and its message. */
export interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/**
 * The i18n key (with its fallback text) of a field error: a known contract sentence, a web-only key,
 * zod's generic "too long" for length limits that carry no sentence of their own, or the raw text.
 */
export function fieldErrorKey(error: FieldErrorLike | undefined): { key: string; fallback: string } | null {
  if (!error) return null;
  const message = error.message ?? '';
  const known = CONTRACT_MESSAGE_KEYS[message];
  if (known) return { key: known, fallback: message };
  if (FORM_KEYS.has(message)) return { key: message, fallback: message };
  if (error.type === 'too_big') return { key: 'validation.tooLong', fallback: message };
  if (!message) return { key: 'validation.invalid', fallback: '' };
  return { key: '', fallback: message };
}

/** A translator as i18next gives it, narrowed to what this module needs. */
export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** The text to show under a field, in the reader's language when the sentence is known. */
export function translateFieldError(t: Translate, error: FieldErrorLike | undefined): string | undefined {
  const resolved = fieldErrorKey(error);
  if (!resolved) return undefined;
  return resolved.key ? t(resolved.key, { defaultValue: resolved.fallback }) : resolved.fallback;
}
