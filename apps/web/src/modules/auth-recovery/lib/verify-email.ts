import type { HttpResult } from '@web/lib/api';
import { learnerClient } from '@web/lib/api';
import { oncePerKey } from './once-per-key';

/** Auth/verifyEmail, sent at most once per token per page load (the token is single-use). */
export const emailVerifications = oncePerKey((token): Promise<HttpResult<{ message: string }>> => learnerClient.post<{ message: string }>('Auth/verifyEmail', { token }));
