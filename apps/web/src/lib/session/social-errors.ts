/** The session library's `?error=` codes (sign-in and error pages are both /auth/login), by message key. */
const MESSAGE_KEYS: Record<string, string> = {
  OAuthSignin: 'social.errors.signin',
  OAuthCallback: 'social.errors.callback',
  OAuthCreateAccount: 'social.errors.callback',
  Callback: 'social.errors.callback',
  AccessDenied: 'social.errors.callback',
  Configuration: 'social.errors.configuration',
  configuration: 'social.errors.configuration',
  SessionRequired: 'social.errors.sessionRequired',
};

/** The `session` namespace key of the message for a session library error code (unknown codes: a general one). */
export function socialErrorKey(code: string): string {
  return MESSAGE_KEYS[code] ?? 'social.errors.default';
}
