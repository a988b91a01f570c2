/** Browser storage keys of the two access tokens (SPEC.md section 3). */
export const LEARNER_TOKEN_KEY = 'access_token';
export const ADMIN_TOKEN_KEY = 'access_token_admin';
